import { useSearchParams } from 'react-router';
import { AlbumView } from './AlbumView';

const positive = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** /mall/album?type=&moduleId= (spec 2.1); without either it shows New In. */
export default function AlbumPage() {
  const [params] = useSearchParams();
  const type = positive(params.get('type'));
  const moduleId = positive(params.get('moduleId'));
  return <AlbumView key={`${type}-${moduleId}`} type={type ?? (moduleId ? null : 1)} moduleId={moduleId} />;
}
