import { licencesRoute, serverManagementTokenRoute, shopUserRoute, updateLicenceRoute, type Route } from '@arya/core/routes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { toast } from '../../../lib/toast.ts';
import { memberState } from '../../account/profile/profile-test-kit.tsx';
import { licence, licencesAnswer, renderMemberPage } from '../licences-test-kit.tsx';
import LicencesPage from './LicencesPage.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.mocked(callApi);

type Answers = Map<Route, (options: Record<string, unknown>) => unknown>;
function serve(answers: Answers) {
  api.mockImplementation((async (route: Route, options?: Record<string, unknown>) => {
    const answer = answers.get(route);
    if (!answer) throw new Error(`unexpected call of ${route.method} ${route.path}`);
    return answer(options ?? {});
  }) as unknown as typeof callApi);
}
const callsOf = (route: Route) => api.mock.calls.filter(([called]) => called === route).map(([, options]) => options as Record<string, unknown>);

const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const alertIn = (scope: HTMLElement) => within(scope).queryByRole('alert')?.textContent ?? null;

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
  vi.mocked(toast.success).mockReset();
});
afterEach(cleanup);

describe('the licences page', () => {
  it('shows each licence with its broker and MT4 account, a revoked one read-only, and the downloads with their expiry', async () => {
    serve(new Map([[licencesRoute, () => licencesAnswer([licence(), licence({ licenseId: 'lic_2', product: 'scanner', status: 'revoked', broker: 'ig', accountID: '7777' })])]]));
    renderMemberPage(<LicencesPage />);
    const pro = await card('Pro Plus');
    expect(within(pro).getByText('Active')).toBeTruthy();
    expect(field(pro, 'Courtier').value).toBe('XTB');
    expect(field(pro, 'Numéro de compte MT4').value).toBe('51234567');
    const scan = await card('Scan');
    expect(within(scan).getByText('Révoquée')).toBeTruthy();
    expect(within(scan).queryByRole('button')).toBeNull();
    expect(scan.textContent).toContain('IG');
    expect(scan.textContent).toContain('7777');
    const download = screen.getByRole('link', { name: 'Télécharger Pro Plus' });
    expect(download.getAttribute('href')).toBe('/api/v1/software/pro-plus/download?expires=1&signature=s');
    expect(screen.getByText(/^Liens valables jusqu'au /)).toBeTruthy();
    const offer = screen.getByRole('link', { name: /Demander mon serveur virtuel/ });
    expect(offer.getAttribute('href')).toBe('https://shop.test/virtual-server');
    expect(offer.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/149,00\s€ par an/)).toBeTruthy();
  });

  it('saves a broker and MT4 number through the licence contract with the shop id, then says so', async () => {
    const saved = licence({ broker: 'ig', accountID: '61234567', updatedAt: '2026-11-02T10:00:00.000Z' });
    serve(
      new Map<Route, (options: Record<string, unknown>) => unknown>([
        [licencesRoute, () => licencesAnswer([licence()])],
        [serverManagementTokenRoute, () => ({ token: 'member-token', expiresAt: new Date(Date.now() + 900_000).toISOString() })],
        [shopUserRoute, () => ({ id: '100042' })],
        [updateLicenceRoute, () => saved],
      ]),
    );
    renderMemberPage(<LicencesPage />, { user: memberState({ shopId: null }) });
    const pro = await card('Pro Plus');
    fireEvent.change(field(pro, 'Courtier'), { target: { value: 'ig' } });
    fireEvent.change(field(pro, 'Numéro de compte MT4'), { target: { value: ' 61234567 ' } });
    fireEvent.click(within(pro).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Licence mise à jour'));
    expect(callsOf(shopUserRoute)).toEqual([{ token: 'member-token' }]);
    expect(callsOf(updateLicenceRoute)).toEqual([{ token: 'member-token', params: { licenceId: 'lic_1' }, body: { broker: 'ig', account_id: '61234567', wp_id: '100042' } }]);
    expect(field(await card('Pro Plus'), 'Numéro de compte MT4').value).toBe('61234567');
    expect(alertIn(pro)).toBeNull();
  });

  it('refuses an MT4 number that is not 4 to 12 digits under its field, and sends nothing', async () => {
    serve(new Map([[licencesRoute, () => licencesAnswer([licence()])]]));
    renderMemberPage(<LicencesPage />);
    const pro = await card('Pro Plus');
    fireEvent.change(field(pro, 'Numéro de compte MT4'), { target: { value: '12a' } });
    fireEvent.click(within(pro).getByRole('button', { name: 'Enregistrer' }));
    const input = field(pro, 'Numéro de compte MT4');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Vérifiez votre numéro de compte MT4 : de 4 à 12 chiffres.');
    expect(callsOf(updateLicenceRoute)).toEqual([]);
  });

  it('keeps what was typed and says to check the MT4 number when the licence server refuses', async () => {
    serve(
      new Map<Route, (options: Record<string, unknown>) => unknown>([
        [licencesRoute, () => licencesAnswer([licence()])],
        [serverManagementTokenRoute, () => ({ token: 't', expiresAt: new Date(Date.now() + 900_000).toISOString() })],
        [
          updateLicenceRoute,
          () => {
            throw new ApiError(502, 'LICENCE_UPDATE_ERROR', 'refused');
          },
        ],
      ]),
    );
    renderMemberPage(<LicencesPage />, { user: memberState({ shopId: '100042' }) });
    const pro = await card('Pro Plus');
    fireEvent.change(field(pro, 'Numéro de compte MT4'), { target: { value: '99999999' } });
    fireEvent.click(within(pro).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(alertIn(pro)).toBe("La licence n'a pas pu être mise à jour. Vérifiez votre numéro de compte MT4."));
    expect(field(pro, 'Numéro de compte MT4').value).toBe('99999999');
    expect(toast.success).not.toHaveBeenCalled();
    expect(callsOf(updateLicenceRoute)[0]?.body).toMatchObject({ wp_id: '100042' });
  });

  it('does not follow a link past its expiry: it says the download failed and fetches new links', async () => {
    let asked = 0;
    serve(
      new Map([
        [
          licencesRoute,
          () => {
            asked += 1;
            return licencesAnswer([licence()], asked === 1 ? { softwareLinksExpiry: new Date(Date.now() - 1000).toISOString() } : {});
          },
        ],
      ]),
    );
    renderMemberPage(<LicencesPage />);
    const link = await screen.findByRole('link', { name: 'Télécharger Pro Plus' });
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect((await screen.findByTestId('download-problem')).textContent).toBe(
      'Le téléchargement du logiciel a échoué. Ce lien de téléchargement a expiré. Un nouveau lien vous est proposé.',
    );
    await waitFor(() => expect(asked).toBe(2));
  });

  it('says why when the server sent the browser back from a download, and takes the reason off the address', async () => {
    serve(new Map([[licencesRoute, () => licencesAnswer([licence()])]]));
    renderMemberPage(<LicencesPage />, { path: '/my-account/licences?download=SOFTWARE_NOT_OWNED' });
    expect((await screen.findByTestId('download-problem')).textContent).toBe("Le téléchargement du logiciel a échoué. Aucune de vos licences actives n'installe ce logiciel.");
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/my-account/licences'));
  });

  it('without licences, offers the product pages and the shop (in a new tab)', async () => {
    serve(new Map([[licencesRoute, () => licencesAnswer([])]]));
    renderMemberPage(<LicencesPage />);
    const empty = await screen.findByTestId('licences-empty');
    expect(within(empty).getByRole('link', { name: 'Découvrir nos logiciels' }).getAttribute('href')).toBe('/my-account/get-started');
    const shop = within(empty).getByRole('link', { name: /Acheter une licence/ });
    expect(shop.getAttribute('href')).toBe('https://shop.test/');
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(shop.textContent).toContain("(s'ouvre dans un nouvel onglet)");
    expect(screen.queryByRole('link', { name: /Télécharger/ })).toBeNull();
  });
});
