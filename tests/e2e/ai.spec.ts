import type { Page } from '@playwright/test';
import type { Hub } from '../../server/hub';
import { expect, openRegistered, openTab, test, toast } from './fixtures';

/** A resident the hub knows as Pro (pro_active=1), on the Pro tab once the client sees it. */
async function openAsPro(page: Page, hub: Hub): Promise<string> {
  const id = await openRegistered(page, hub);
  hub.db.prepare('UPDATE users SET pro_active = 1 WHERE id = ?').run(id);
  await openTab(page, 'Pro');
  await expect(page.getByRole('heading', { name: 'Pro Active' })).toBeVisible({ timeout: 15_000 });
  return id;
}

test.describe('AI assistants', () => {
  test('the survival coach answers a choking question from the built-in guide', async ({ page, hub }) => {
    await openAsPro(page, hub);
    const coach = page.getByTestId('coach-panel');

    await coach.getByRole('button', { name: 'Ask Coach' }).click();
    await expect(toast(page, 'Question Required')).toBeVisible();

    await coach.getByRole('button', { name: 'Choking' }).click();
    await expect(coach.getByRole('button', { name: 'Choking' })).toHaveAttribute('aria-pressed', 'true');
    const question = coach.getByRole('textbox', { name: 'Your question' });
    const text = 'Someone is choking and coughing does not help. What do I do?';
    await question.fill(text);
    await expect(coach.getByText(`${text.length}/500`)).toBeVisible();
    await coach.getByRole('button', { name: 'Ask Coach' }).click();

    const answer = coach.getByTestId('coach-answer');
    // The built-in guide's steps: back blows, then abdominal thrusts (retrieval picks the closest passages).
    await expect(answer).toContainText(/back blows|abdominal thrusts/i);
    await expect(answer).toContainText('From the NeighborWatch built-in first-aid guide');
    await expect(answer.getByTestId('answer-source')).toHaveText('From the built-in first-aid guide');
    await expect(answer.getByRole('list', { name: 'Passages used' })).toContainText('Choking');
    // Line breaks of the answer are kept.
    await expect(answer.locator('.ai-answer-body')).toHaveCSS('white-space', 'pre-wrap');
  });

  test('the help assistant answers how to add a trusted contact, then serves it from the cache', async ({ page, hub }) => {
    await openAsPro(page, hub);
    const help = page.getByTestId('help-panel');
    await help.getByRole('combobox', { name: 'Category' }).selectOption('settings');
    await help.getByRole('textbox', { name: 'Your question about the app' }).fill('how do I add a trusted contact');
    await help.getByRole('button', { name: 'Ask', exact: true }).click();

    const answer = help.getByTestId('help-answer');
    await expect(answer).toContainText('How do I add a trusted contact?');
    await expect(answer).toContainText('Scan QR');
    await expect(answer.getByTestId('answer-source')).toHaveText('From the built-in app help');
    await expect(answer).toContainText('Asked once');
    await expect(answer.getByText('Cached answer')).toHaveCount(0);

    await help.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(answer).toContainText('Asked 2 times');
    await expect(answer.getByText('Cached answer')).toBeVisible();
  });

  test('busy, flagged and other failures get the spec’s toasts', async ({ page, hub }) => {
    await openAsPro(page, hub);
    const failWith = (status: number, error: string, message: string) =>
      page.route('**/api/ai/*', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error, message }) }));
    const coach = page.getByTestId('coach-panel');
    const help = page.getByTestId('help-panel');
    await coach.getByRole('textbox', { name: 'Your question' }).fill('How do I do CPR?');
    await help.getByRole('textbox', { name: 'Your question about the app' }).fill('What is my device ID?');

    await failWith(503, 'service_temporarily_unavailable', 'busy');
    await coach.getByRole('button', { name: 'Ask Coach' }).click();
    await expect(toast(page, 'Service Busy')).toContainText('try again in a few minutes');

    await page.unrouteAll();
    await failWith(422, 'content_flagged', 'flagged');
    await help.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(toast(page, 'Content Issue')).toContainText('cannot be processed for safety');

    await page.unrouteAll();
    await failWith(500, 'internal_error', 'Something went wrong on the hub');
    await coach.getByRole('button', { name: 'Ask Coach' }).click();
    await expect(toast(page, 'AI Coach Unavailable')).toContainText('Something went wrong on the hub');
    await help.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(toast(page, 'AI Help Unavailable')).toBeVisible();
  });

  test('a resident whose Pro was withdrawn is told Pro Feature Required and sees the upgrade card', async ({ page, hub }) => {
    const id = await openAsPro(page, hub);
    await page.getByTestId('coach-panel').getByRole('textbox', { name: 'Your question' }).fill('How do I stop bleeding?');
    hub.db.prepare('UPDATE users SET pro_active = 0 WHERE id = ?').run(id);
    await page.getByTestId('coach-panel').getByRole('button', { name: 'Ask Coach' }).click();
    await expect(toast(page, 'Pro Feature Required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  });
});

test.describe('translation language', () => {
  test('Settings keeps the translation language on this device, Chinese by default', async ({ page, hub }) => {
    await openRegistered(page, hub);
    await openTab(page, 'Settings');
    const select = page.getByRole('combobox', { name: 'Translation language' });
    await expect(select).toHaveValue('zh');
    await select.selectOption('fr');
    await expect.poll(() => page.evaluate("localStorage.getItem('nw_language')")).toBe('fr');
    await page.reload();
    await openTab(page, 'Settings');
    await expect(page.getByRole('combobox', { name: 'Translation language' })).toHaveValue('fr');
  });
});
