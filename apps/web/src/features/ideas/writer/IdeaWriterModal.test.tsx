import type { CurrentUser } from '@arya/core/contract';
import { createIdeaRoute, searchInstrumentsRoute, uploadAssetRoute, uploadAudioRoute } from '@arya/core/routes';
import { IDEA_AUDIO_TYPE } from '@arya/core/rules';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonAnswer, renderWithApp } from '../../back-office/back-office-test-kit.tsx';
import { postKeys } from '../../posts/queries.ts';
import { makeCurrentUser, makePost, stubModalDialogs } from '../../../test/kit.ts';
import { makeIdeaPost } from '../cards/test-posts.ts';
import IdeaWriterModal from './IdeaWriterModal.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member = makeCurrentUser({ uid: 'member1', displayName: 'Ana' });
const coach = makeCurrentUser({ uid: 'coach1', displayName: 'Nadia', verified: 'signal_publisher' });
const published = makePost({ _id: 'member1/idea9', Text: 'Une analyse du marché.' });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let onClose: ReturnType<typeof vi.fn<() => void>>;

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const publish = (name = 'Publier') => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const ideaCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith(createIdeaRoute.path));
const bodyOf = (call: [string, RequestInit]) => JSON.parse(call[1].body as string) as unknown;
/** The texts that describe a field (its hint, counter and error). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function renderWriter(user: CurrentUser = member, post?: Parameters<typeof IdeaWriterModal>[0]['post']) {
  onClose = vi.fn<() => void>();
  return renderWithApp(<IdeaWriterModal post={post} onClose={onClose} />, { user });
}

function fillBuyIdea() {
  type('Titre', 'Rebond attendu sur EURUSD');
  type("Type d'actif", 'forex');
  type('Ticker', 'eurusd');
  type("Prix d'entrée", '1.08');
  type('Stop loss', '1.07');
  type('Breakeven', '1.09');
  type('Take profit 1', '1.1');
  type('Description', 'Le prix revient sur un support hebdomadaire.');
}

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
});
beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  // The ticker's picker searches the instruments as the ticker is typed (issue 28).
  fetchMock = vi.fn(async (url: string) => (url.startsWith(searchInstrumentsRoute.path) ? jsonAnswer(200, { items: [] }) : jsonAnswer(200, published)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the idea writer', () => {
  it('opens on a market idea with the title focused', async () => {
    renderWriter();
    expect(screen.getByRole('dialog', { name: 'Écrire une idée' })).not.toBeNull();
    expect((screen.getByRole('radio', { name: 'Idée de marché' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field('Titre')));
  });

  it('says "not investment advice" under the publish button (issue 25)', () => {
    renderWriter();
    const note = within(screen.getByRole('dialog')).getByRole('note');
    expect(note.textContent).toMatch(/^Ceci n'est pas un conseil en investissement\./);
    // After the publish button in the page's order.
    expect(screen.getByRole('button', { name: 'Publier' }).compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the stop loss side error under the stop loss of a buy and sends nothing', async () => {
    renderWriter();
    fillBuyIdea();
    type('Stop loss', '1.2');
    await publish();
    const message = "Le stop loss doit être sous le prix d'entrée pour un achat, au-dessus pour une vente.";
    expect(await screen.findByText(message)).not.toBeNull();
    expect(field('Stop loss').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Stop loss'))).toBe(message);
    expect(ideaCalls()).toEqual([]);
  });

  it('says which fields are missing and too short, with the numbers of the rules', async () => {
    renderWriter();
    type('Titre', 'Court');
    await publish();
    expect(descriptionOf(field('Titre'))).toBe('Ce champ doit contenir au moins 10 caractères.');
    expect(descriptionOf(field('Description'))).toBe('Ce champ est obligatoire.');
    expect(descriptionOf(field("Prix d'entrée"))).toBe('Ce champ est obligatoire.');
    expect(descriptionOf(field(/^Take profit 2/))).toBe('');
    expect(ideaCalls()).toEqual([]);
  });

  it('counts the ticker characters in a counter that describes the field', () => {
    renderWriter();
    type('Ticker', 'EUR');
    expect(screen.getByTestId('ticker-count').textContent).toBe('3/10');
    expect(descriptionOf(field('Ticker'))).toBe('3/10');
    expect(field('Ticker').maxLength).toBe(10);
  });

  it('takes EUR/USD at 1.0950 / 1.0920 / 1.0850 (issue 23): the step follows the asset type', async () => {
    renderWriter();
    expect(field("Prix d'entrée").step).toBe('0.00000001');
    fillBuyIdea();
    expect(field("Prix d'entrée").step).toBe('0.00001');
    type("Type d'actif", 'actions');
    expect(field("Prix d'entrée").step).toBe('0.0001');
    type("Type d'actif", 'crypto');
    expect(field('Take profit 1').step).toBe('0.00000001');
    type("Type d'actif", 'forex');
    type('Ticker', 'EUR/USD');
    fireEvent.click(screen.getByRole('radio', { name: 'Vente' }));
    type("Prix d'entrée", '1.0950');
    type('Stop loss', '1.0990');
    type('Breakeven', '1.0920');
    type('Take profit 1', '1.0850');
    await publish();
    await waitFor(() => expect(ideaCalls()).toHaveLength(1));
    expect(bodyOf(ideaCalls()[0]!)).toMatchObject({ levels: { ticker: 'EUR/USD', sell: true, entry: 1.095, stopLoss: 1.099, breakEven: 1.092, takeProfit1: 1.085 } });
  });

  it('refuses a price finer than its market, naming the market and its decimals, and sends nothing', async () => {
    renderWriter();
    // Said at once, with the other fields' errors.
    type("Type d'actif", 'forex');
    type('Ticker', 'EUR/USD');
    type("Prix d'entrée", '1.095051');
    await publish();
    expect(await screen.findByText('EUR/USD : au plus 5 décimales.')).not.toBeNull();
    expect(descriptionOf(field("Prix d'entrée"))).toBe('EUR/USD : au plus 5 décimales.');
    expect(descriptionOf(field('Stop loss'))).toBe('Ce champ est obligatoire.');
    expect(ideaCalls()).toEqual([]);
  });

  it('names the asset type when no ticker is typed, with its own decimals (4 for stocks)', async () => {
    renderWriter();
    fillBuyIdea();
    type('Ticker', '');
    type("Type d'actif", 'actions');
    type("Prix d'entrée", '1.08251');
    await publish();
    expect(await screen.findByText('Actions : au plus 4 décimales.')).not.toBeNull();
    expect(ideaCalls()).toEqual([]);
  });

  it('proposes the validity of the chosen term', () => {
    renderWriter();
    expect(field('Validité').value).toBe('');
    const before = Date.now();
    type('Terme', 'long');
    const proposed = new Date(field('Validité').value).getTime();
    expect(proposed).toBeGreaterThan(before + 10 * 86_400_000 - 120_000);
    expect(proposed).toBeLessThan(before + 10 * 86_400_000 + 60_000);
  });

  it('publishes a valid analysis with the expected body, says so, puts it first in the home feed and closes', async () => {
    const { client } = renderWriter();
    client.setQueryData(postKeys.home(), { pages: [{ posts: [makePost()], nextCursor: null }], pageParams: [undefined] });
    fireEvent.click(screen.getByRole('radio', { name: 'Analyse' }));
    expect(screen.queryByLabelText("Prix d'entrée")).toBeNull();
    type('Titre', '  Le dollar reste fort ');
    type('Description', 'Une analyse du marché.');
    await publish();

    await waitFor(() => expect(ideaCalls()).toHaveLength(1));
    const [url, init] = ideaCalls()[0]!;
    expect([url, init.method]).toEqual(['/api/v1/ideas', 'POST']);
    expect(bodyOf(ideaCalls()[0]!)).toEqual({ type: 'analysis', title: 'Le dollar reste fort', description: 'Une analyse du marché.', images: [], audio: null });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Idée publiée');
    const home = client.getQueryData<{ pages: { posts: { _id: string }[] }[] }>(postKeys.home());
    expect(home?.pages[0]?.posts.map((post) => post._id)).toEqual(['member1/idea9', 'coach1/post1']);
  });

  it('publishes a market idea with its levels read as numbers', async () => {
    renderWriter();
    fireEvent.click(screen.getByRole('radio', { name: 'Vente' }));
    fillBuyIdea();
    type('Stop loss', '1.1');
    type('Breakeven', '1.07');
    type('Take profit 1', '1.05');
    type(/^Take profit 3/, '1.02');
    await publish();
    await waitFor(() => expect(ideaCalls()).toHaveLength(1));
    expect(bodyOf(ideaCalls()[0]!)).toMatchObject({
      type: 'idea',
      levels: { sell: true, assetType: 'forex', ticker: 'EURUSD', term: 'short', entryType: 'market', validUntil: null, entry: 1.08, stopLoss: 1.1, breakEven: 1.07, takeProfit1: 1.05, takeProfit2: null, takeProfit3: 1.02 },
    });
  });

  it('shows the API refusal at the bottom and stays open', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(403, { code: 'AUDIO_NOT_ALLOWED', message: 'no' }));
    renderWriter();
    fireEvent.click(screen.getByRole('radio', { name: 'Mise à jour' }));
    type('Titre', 'Le plan de la semaine');
    type('Description', 'On garde les mêmes niveaux.');
    await publish();
    expect(await screen.findByText('Seuls les coachs trading peuvent ajouter un audio à une idée.')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an idea: prefilled, saved with PUT on its id, "Idée modifiée"', async () => {
    const expiry = new Date(Date.now() + 6 * 86_400_000).toISOString();
    const post = makeIdeaPost(
      { Title: 'Rebond attendu sur EURUSD', Term: 'mid', EntryValue: 1.08, StopLoss: 1.07, BreakEven: 1.09, TakeProfits: [{ Value: 1.1 }], ExpirationDate: expiry },
      { _id: 'member1/idea3', CreationDate: new Date().toISOString() },
    );
    renderWriter(member, post);
    expect(screen.getByRole('dialog', { name: "Modifier l'idée" })).not.toBeNull();
    expect(field('Titre').value).toBe('Rebond attendu sur EURUSD');
    expect(field('Ticker').value).toBe('EURUSD');
    expect(field('Terme').value).toBe('mid');
    type('Take profit 1', '1.12');
    await publish('Enregistrer');
    const saves = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/v1/ideas/'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [url, init] = saves()[0]!;
    expect([url, init.method]).toEqual(['/api/v1/ideas/member1/idea3', 'PUT']);
    expect(bodyOf(saves()[0]!)).toMatchObject({ title: 'Rebond attendu sur EURUSD', levels: { takeProfit1: 1.12, validUntil: new Date(new Date(expiry).setSeconds(0, 0)).toISOString() } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Idée modifiée'));
  });

  it('keeps an edited market idea one: the other types are shown but cannot be chosen', () => {
    const post = makeIdeaPost({ Title: 'Rebond attendu sur EURUSD', EntryValue: 1.08, StopLoss: 1.07, BreakEven: 1.09, TakeProfits: [{ Value: 1.1 }] }, { _id: 'member1/idea4', CreationDate: new Date().toISOString() });
    renderWriter(member, post);
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('Idée de marché')).toMatchObject({ checked: true, disabled: false });
    expect(radio('Analyse').disabled).toBe(true);
    expect(radio('Mise à jour').disabled).toBe(true);
  });
});

describe('images', () => {
  const image = (name: string) => new File(['x'], name, { type: 'image/png' });
  const stored = (name: string) => ({ url: `/files/${name}`, path: name, width: 10, height: 10, contentType: 'image/png' });

  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  });

  it('keeps 3 images and refuses a 4th with errors.max', async () => {
    let uploaded = 0;
    fetchMock.mockImplementation(async (url) => (url === uploadAssetRoute.path ? jsonAnswer(200, stored(`i${++uploaded}.png`)) : jsonAnswer(200, published)));
    renderWriter();
    await act(async () => void fireEvent.change(screen.getByLabelText('Ajouter des images'), { target: { files: [image('a.png'), image('b.png'), image('c.png'), image('d.png')] } }));
    expect(screen.getAllByTestId('writer-image')).toHaveLength(3);
    expect(screen.getByText('3 pièces jointes au maximum.')).not.toBeNull();
  });

  it('says errors.upload when an image cannot be sent, and publishes nothing', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === uploadAssetRoute.path) throw new TypeError('offline');
      return jsonAnswer(200, published);
    });
    renderWriter();
    await act(async () => void fireEvent.change(screen.getByLabelText('Ajouter des images'), { target: { files: [image('a.png')] } }));
    expect(await screen.findByText("Le fichier n'a pas pu être envoyé.")).not.toBeNull();
    expect(screen.queryAllByTestId('writer-image')).toHaveLength(0);
  });
});

describe('audio', () => {
  it('is offered to coaches only', () => {
    renderWriter(member);
    expect(screen.queryByRole('button', { name: 'Enregistrer un audio' })).toBeNull();
    cleanup();
    renderWriter(coach);
    expect(screen.getByRole('button', { name: 'Enregistrer un audio' })).not.toBeNull();
  });

  it('says errors.media.support in a browser that cannot record', async () => {
    renderWriter(coach);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un audio' })));
    const section = screen.getByRole('region', { name: 'Message audio' });
    expect(within(section).getByRole('alert').textContent).toBe("Votre navigateur ne permet pas d'enregistrer du son.");
  });
});

describe('a coach recording', () => {
  class FakeMediaRecorder {
    static isTypeSupported = () => true;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {}
    stop() {
      queueMicrotask(() => {
        this.ondataavailable?.({ data: new Blob(['sound'], { type: IDEA_AUDIO_TYPE }) });
        this.onstop?.();
      });
    }
  }
  const track = { stop: vi.fn() };

  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) } });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recording'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('records, plays back, then uploads the recording as multipart "file" and sends its address with the idea', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === uploadAudioRoute.path ? jsonAnswer(200, { url: '/uploads/rec1', contentType: IDEA_AUDIO_TYPE, bytes: 5 }) : jsonAnswer(200, published),
    );
    renderWriter(coach);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un audio' })));
    expect(screen.getByRole('status').textContent).toBe('Enregistrement en cours');
    expect(screen.getByTestId('audio-elapsed').textContent).toBe('0:00 / 10:00');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: "Arrêter l'enregistrement" })));
    expect(screen.getByRole('button', { name: 'Enregistrer un audio' })).not.toBeNull();
    expect(screen.getByLabelText('Votre enregistrement').getAttribute('src')).toBe('blob:recording');
    expect(track.stop).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Analyse' }));
    type('Titre', 'Le dollar reste fort');
    type('Description', 'Une analyse du marché.');
    await publish();
    await waitFor(() => expect(ideaCalls()).toHaveLength(1));
    const upload = fetchMock.mock.calls.find(([url]) => url === uploadAudioRoute.path)!;
    const file = (upload[1].body as FormData).get('file') as File;
    expect(file.type).toBe(IDEA_AUDIO_TYPE);
    expect(bodyOf(ideaCalls()[0]!)).toMatchObject({ type: 'analysis', audio: { url: '/uploads/rec1' } });
  });

  it('can remove the recording: nothing is uploaded', async () => {
    renderWriter(coach);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un audio' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: "Arrêter l'enregistrement" })));
    fireEvent.click(screen.getByRole('button', { name: "Supprimer l'audio" }));
    expect(screen.queryByLabelText('Votre enregistrement')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Analyse' }));
    type('Titre', 'Le dollar reste fort');
    type('Description', 'Une analyse du marché.');
    await publish();
    await waitFor(() => expect(ideaCalls()).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => url === uploadAudioRoute.path)).toBe(false);
    expect(bodyOf(ideaCalls()[0]!)).toMatchObject({ audio: null });
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violation, with errors shown, for a coach', async () => {
    const { default: axe } = await import('axe-core');
    renderWriter(coach);
    await publish();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
  });
});
