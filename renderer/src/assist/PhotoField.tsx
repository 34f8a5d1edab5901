import { useId, useRef, useState } from 'react';
import { showToast } from '../toasts/toast-store';
import { CameraIcon } from './assist-icons';
import { processPhoto, type ProcessedPhoto } from './photo-processing';
import { photoFileProblem } from './photo-validation';

type PhotoFieldProps = {
  photo: ProcessedPhoto | null;
  onChange: (photo: ProcessedPhoto | null) => void;
  disabled?: boolean;
};

/** 'Photo evidence (optional)': checked, redrawn without metadata, previewed, removable. */
export function PhotoField({ photo, onChange, disabled }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      showToast({ title: 'Photo Upload Error', description: problem, variant: 'destructive' });
      return;
    }
    setProcessing(true);
    try {
      onChange(await processPhoto(file));
      showToast({ title: 'Photo Uploaded', description: 'Photo attached. Location data and other metadata were removed.', variant: 'success' });
    } catch (error) {
      console.warn('[assist] photo processing failed', error);
      showToast({ title: 'Photo Processing Failed', description: 'Failed to process photo. Please try another image.', variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        Photo evidence <span className="muted">(optional)</span>
      </label>
      <p id={hintId} className="assist-field-hint muted">
        JPEG, PNG or WebP up to 5 MB. Only take photos from a safe place.
      </p>
      {photo ? (
        <div className="assist-photo-preview" data-testid="flag-photo-preview">
          <img src={photo.previewUrl} alt="Attached photo evidence" width={photo.width} height={photo.height} />
          <button type="button" className="button button-secondary button-small" disabled={disabled} onClick={() => onChange(null)}>
            Remove photo
          </button>
        </div>
      ) : null}
      <div className="assist-photo-pick">
        <input
          ref={input}
          id={inputId}
          className="assist-photo-input"
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={disabled || processing}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <span className="assist-photo-button" aria-hidden="true">
          <CameraIcon size={18} />
          {processing ? 'Processing photo…' : photo ? 'Replace photo' : 'Add a photo'}
        </span>
      </div>
    </div>
  );
}
