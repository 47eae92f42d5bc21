import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isListingImageUrl } from '@threadway/contracts';
import { moveImage, type EditorImage } from '../model';
import styles from './Editor.module.css';

interface Props {
  images: EditorImage[];
  maxImages: number;
  onChange: (images: EditorImage[]) => void;
}

/**
 * The pictures to send and their order (spec 2.8, 5.1): tick to send, drag a picture onto another's place
 * or use the arrows (also the keyboard's way). Pictures that are not JPG, JPEG or PNG cannot be ticked.
 * The first selected picture is the product's main picture in the store.
 */
export function ImagePicker({ images, maxImages, onChange }: Props) {
  const { t } = useTranslation('listingEditor');
  const [dragged, setDragged] = useState<number | null>(null);
  const selected = images.filter((image) => image.selected).length;
  const toggle = (index: number, checked: boolean) => onChange(images.map((image, i) => (i === index ? { ...image, selected: checked } : image)));

  return (
    <div className={styles.images}>
      <div className={styles.imagesHead}>
        <span data-testid="images-count">{t('images.count', { selected, max: maxImages })}</span>
        <Button size="small" onClick={() => onChange(images.map((image) => ({ ...image, selected: isListingImageUrl(image.url) })))}>
          {t('images.all')}
        </Button>
        <Button size="small" onClick={() => onChange(images.map((image) => ({ ...image, selected: false })))}>
          {t('images.none')}
        </Button>
        <span className={styles.muted}>{t('images.hint')}</span>
      </div>
      <ol className={styles.imageGrid} data-testid="listing-images">
        {images.map((image, index) => {
          const listable = isListingImageUrl(image.url);
          return (
            <li
              key={image.url}
              className={`${styles.imageTile} ${image.selected ? styles.imageSelected : ''} ${dragged === index ? styles.imageDragged : ''}`}
              draggable
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null) onChange(moveImage(images, dragged, index));
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              data-testid="listing-image"
              data-url={image.url}
              data-selected={image.selected}
            >
              <img src={image.url} alt={t('images.alt', { position: index + 1 })} loading="lazy" draggable={false} />
              <div className={styles.imageBar}>
                <Checkbox checked={image.selected} disabled={!listable && !image.selected} onChange={(e) => toggle(index, e.target.checked)} aria-label={t('images.select', { position: index + 1 })} data-testid="image-select" />
                <span className={styles.imagePosition}>{index + 1}</span>
                <Button type="text" size="small" icon={<ArrowLeftOutlined />} disabled={index === 0} onClick={() => onChange(moveImage(images, index, index - 1))} aria-label={t('images.earlier')} data-testid="image-earlier" />
                <Button type="text" size="small" icon={<ArrowRightOutlined />} disabled={index === images.length - 1} onClick={() => onChange(moveImage(images, index, index + 1))} aria-label={t('images.later')} data-testid="image-later" />
              </div>
              {!listable && <div className={styles.imageNote}>{t('images.notListable')}</div>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
