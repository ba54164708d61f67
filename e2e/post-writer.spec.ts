import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { createPost } from './support/posts.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const IMAGES = [path.join(FIXTURES, 'chart-indigo.png'), path.join(FIXTURES, 'chart-green.png')];

interface ApiPost {
  _id: string;
  Text: string | null;
  Images: string[];
  Gif: { url: string; title?: string } | null;
  LastEditDate: string | null;
}

async function newestPosts(page: Page): Promise<ApiPost[]> {
  const response = await page.request.get('/api/v1/posts');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { posts: ApiPost[] }).posts;
}

async function openWriter(page: Page) {
  await page.getByRole('button', { name: 'Créer' }).click();
  await page.getByRole('menuitem', { name: 'Écrire un post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Écrire un post' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member writes a post with two images and an emoji, and publishes it with Enter', async ({ page }) => {
  const published: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/posts') published.push(request.url());
  });
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const dialog = await openWriter(page);
  const text = dialog.getByRole('textbox', { name: 'Texte du post' });
  // The text box takes the focus shortly after opening.
  await expect(text).toBeFocused();

  // 9 characters: refused in French, nothing sent.
  await text.pressSequentially('Bonjour !');
  await text.press('Enter');
  const tooShort = dialog.getByText('Le texte doit contenir au moins 10 caractères.');
  await expect(tooShort).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(published).toEqual([]);

  // Shift+Enter breaks the line; reaching 10 characters clears the message.
  const words = `Marché haussier ${Date.now()}`;
  await text.press('Shift+Enter');
  await text.pressSequentially(words);
  await expect(tooShort).toBeHidden();
  await expect(text).toHaveValue(`Bonjour !\n${words}`);

  // Two images, uploaded at once; no GIF next to images.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Ajouter des images' }).click();
  await (await chooser).setFiles(IMAGES);
  const thumbnails = dialog.getByRole('list', { name: 'Images jointes' }).getByRole('listitem');
  await expect(thumbnails).toHaveCount(2);
  await expect(dialog.getByRole('img', { name: 'Image jointe 2' })).toBeVisible();
  await expect(dialog.locator('[data-testid="writer-image"][aria-busy="true"]')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Ajouter un GIF' })).toBeDisabled();
  await expect(dialog.getByText('2 / 10 images')).toBeVisible();

  // An emoji goes where the caret is (here, at the very start).
  await text.focus();
  await text.press('Control+Home');
  await dialog.getByRole('button', { name: 'Insérer un emoji' }).click();
  const picker = dialog.locator('em-emoji-picker');
  await expect(picker).toBeVisible();
  await picker.locator('input[type="search"]').fill('rocket');
  await picker.getByRole('button', { name: '🚀' }).first().click();
  await expect(text).toHaveValue(`🚀Bonjour !\n${words}`);
  // Escape closes the emoji panel, not the writer.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();

  await text.focus();
  await text.press('End');
  await text.press('Enter');
  await expect(page.getByText('Votre post est publié.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(published).toHaveLength(1);

  // Other journeys may publish at the same time: the post is looked up by its text among the newest.
  const mine = (await newestPosts(page)).find((post) => post.Text === `🚀Bonjour !\n${words}`);
  expect(mine?.Images).toHaveLength(2);
  for (const url of mine!.Images) expect(url).toMatch(/^\/files\/uploads\//);
  // The home feed shows it first.
  await expect(page.getByTestId('post-card').first()).toContainText(words);
});

test('a member attaches a GIF from the picker, publishes, then edits the text', async ({ page }) => {
  await signIn(page, DEMO.premium.email, DEMO.premium.password);
  const dialog = await openWriter(page);
  const text = dialog.getByRole('textbox', { name: 'Texte du post' });
  const words = `Le taureau est de retour ${Date.now()}`;
  await text.fill(words);

  // Escape in the picker goes back to the writer (not out of it), with the focus on the GIF button.
  const gifButton = dialog.getByRole('button', { name: 'Ajouter un GIF' });
  await gifButton.click();
  const pickerDialog = page.getByRole('dialog', { name: 'Choisir un GIF' });
  await expect(pickerDialog.getByRole('searchbox', { name: 'Rechercher un GIF' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(gifButton).toBeFocused();
  await gifButton.click();
  await expect(pickerDialog).toBeVisible();
  // The default search lists GIFs before anything is typed.
  const results = pickerDialog.getByRole('list', { name: 'Résultats de la recherche de GIF' });
  await expect(results.getByRole('button').first()).toBeVisible();
  await pickerDialog.getByRole('searchbox', { name: 'Rechercher un GIF' }).fill('zzzzzz');
  await expect(pickerDialog.getByText('Aucun GIF trouvé pour « zzzzzz ».')).toBeVisible();
  await pickerDialog.getByRole('searchbox', { name: 'Rechercher un GIF' }).fill('bull');
  const bull = results.getByRole('button', { name: /^Choisir le GIF/ }).first();
  await expect(bull).toBeVisible();
  await bull.click();

  // Back in the writer with the GIF attached; images are off while a GIF is there.
  const writer = page.getByRole('dialog', { name: 'Écrire un post' });
  await expect(writer.getByTestId('writer-gif')).toBeVisible();
  await expect(writer.getByRole('button', { name: 'Ajouter des images' })).toBeDisabled();
  await expect(writer.getByRole('button', { name: 'Ajouter un GIF' })).toBeDisabled();
  await expect(text).toHaveValue(words);
  await writer.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Votre post est publié.')).toBeVisible();

  const created = (await newestPosts(page)).find((post) => post.Text === words);
  expect(created).toBeDefined();
  expect(created?.Gif?.url).toMatch(/^\/gifs\/.+\.gif$/);
  expect(created?.Images).toEqual([]);

  // Edit through the post card's menu: text and GIF are filled in, the new text is saved.
  const card = page.getByTestId('post-card').filter({ hasText: words }).first();
  await card.getByRole('button', { name: 'Options de la publication' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editor = page.getByRole('dialog', { name: 'Modifier le post' });
  await expect(editor).toBeVisible();
  const editText = editor.getByRole('textbox', { name: 'Texte du post' });
  await expect(editText).toHaveValue(words);
  await expect(editor.getByTestId('writer-gif')).toBeVisible();
  await editText.fill(`${words} (mis à jour)`);
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre post est mis à jour.')).toBeVisible();
  await expect(editor).toBeHidden();

  const edited = (await newestPosts(page)).find((post) => post._id === created!._id);
  expect(edited?.Text).toBe(`${words} (mis à jour)`);
  expect(edited?.Gif?.url).toBe(created?.Gif?.url);
  expect(edited?.LastEditDate).not.toBeNull();
  await expect(card).toContainText('(mis à jour)');
});

test('a refused upload drops its thumbnail and a failed publication keeps the draft', async ({ page }) => {
  await signIn(page, DEMO.coach.email, DEMO.coach.password);
  await page.route('**/api/v1/uploads', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 'UPLOAD_QUOTA_EXCEEDED', message: 'Too many asset uploaded this hour' }) }),
  );
  const dialog = await openWriter(page);
  const text = dialog.getByRole('textbox', { name: 'Texte du post' });
  await text.fill('Une analyse qui ne doit pas se perdre');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Ajouter des images' }).click();
  await (await chooser).setFiles(IMAGES[0]!);
  await expect(dialog.getByText("Trop d'images envoyées cette heure-ci. Réessayez plus tard.")).toBeVisible();
  await expect(dialog.getByTestId('writer-image')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Ajouter un GIF' })).toBeEnabled();

  await page.route('**/api/v1/posts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'boom' }) })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(dialog.getByText('Un problème est survenu de notre côté. Réessayez dans un instant.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(text).toHaveValue('Une analyse qui ne doit pas se perdre');
});

test('a member who published a lot this hour is told in the writer when they may publish again, and keeps the draft', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await signUp(page, { name: 'Hugo Prolifique', email: uniqueEmail('writing-limit'), password: 'un-mot-de-passe-solide' });
  // The hour's publishing budget (posts, ideas and shares together: WRITING_LIMITS.publish), spent through the API.
  for (let index = 1; index <= 30; index += 1) await createPost(page, baseURL!, `Note rapide numéro ${index} sur le marché.`);

  const dialog = await openWriter(page);
  const text = dialog.getByRole('textbox', { name: 'Texte du post' });
  await text.fill('Une analyse de plus, qui devra attendre un peu');
  await text.press('Enter');
  const refusal = dialog.getByText(/^Vous avez beaucoup écrit en peu de temps\. Vous pourrez de nouveau écrire dans \d+ minutes?\.$/);
  await expect(refusal).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(text).toHaveValue('Une analyse de plus, qui devra attendre un peu');
  await expectAccessible(page, 'the writer telling a member to wait before publishing again');
});
