import { describe, expect, it } from 'vitest';
import { fitWithin, photoFileProblem } from './photo-validation';

const MB = 1024 * 1024;

describe('photo evidence checks', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 2 * MB })).toBeUndefined();
    expect(photoFileProblem({ type: 'image/png', size: 5 * MB })).toBeUndefined();
    expect(photoFileProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
    expect(photoFileProblem({ type: '', size: 10 })).toBe('Please select a valid image file');
  });

  it('refuses an image over 5 MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('File too large. Please select an image under 5MB');
  });

  it('refuses other image formats', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe('Unsupported image format. Please use JPEG, PNG, or WebP');
    expect(photoFileProblem({ type: 'image/heic', size: 10 })).toBe('Unsupported image format. Please use JPEG, PNG, or WebP');
  });
});

describe('redraw size', () => {
  it('fits within 1920×1920 keeping proportions and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(1080, 2400)).toEqual({ width: 864, height: 1920 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(0, 480)).toEqual({ width: 0, height: 0 });
  });
});
