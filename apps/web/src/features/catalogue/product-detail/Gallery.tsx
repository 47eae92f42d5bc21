import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProductDetail.module.css';

interface Props {
  images: readonly { url: string; colour: string | null }[];
  colour: string | null;
  name: string;
}

/** Main picture and thumbnails; picking a colour shows that colour's picture. */
export function Gallery({ images, colour, name }: Props) {
  const { t } = useTranslation('catalogue');
  const colourIndex = images.findIndex((image) => image.colour === colour);
  // The colour's picture from the first paint, not after an effect (the server preloads the first picture).
  const [active, setActive] = useState(Math.max(colourIndex, 0));
  useEffect(() => {
    if (colourIndex >= 0) setActive(colourIndex);
  }, [colourIndex]);
  const current = images[active] ?? images[0];

  return (
    <div className={styles.gallery}>
      <div className={styles.thumbs} role="tablist" aria-label={t('detail.pictures')}>
        {images.map((image, i) => (
          <button
            key={`${image.url}-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            className={`${styles.thumb} ${i === active ? styles.thumbActive : ''}`}
            onClick={() => setActive(i)}
            onMouseEnter={() => setActive(i)}
            data-testid="gallery-thumb"
          >
            <img src={image.url} alt={image.colour ?? name} loading="lazy" width={72} height={86} />
          </button>
        ))}
      </div>
      <div className={styles.mainImage}>
        {current ? <img src={current.url} alt={current.colour ? `${name} – ${current.colour}` : name} width={600} height={720} fetchPriority="high" data-testid="gallery-main" /> : <div className={styles.noImage} />}
      </div>
    </div>
  );
}
