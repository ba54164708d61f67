import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function PostPage() {
  return <SimplePage pageKey="post" />;
}
