import { SimplePage } from './SimplePage.tsx';

export default function IframePage() {
  return <SimplePage pageKey="iframe" />;
}
