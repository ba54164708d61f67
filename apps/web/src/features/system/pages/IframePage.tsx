import BackOfficePage from '../../back-office/page/BackOfficePage.tsx';

/** /iframe: the internal news back-office, shown in the app's full-screen frame (features/back-office). The route's chunk is already loaded on demand. */
export default function IframePage() {
  return <BackOfficePage />;
}
