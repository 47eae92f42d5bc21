import { ALBUM_TYPES } from '@threadway/contracts';
import { AlbumView } from './AlbumView';

/** /mall/new-in: the New In album (album type 1). */
export default function NewInPage() {
  return <AlbumView type={ALBUM_TYPES.newIn} moduleId={null} />;
}
