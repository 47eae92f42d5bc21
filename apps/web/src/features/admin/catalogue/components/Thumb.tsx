import { PictureOutlined } from '@ant-design/icons';

/** A product or banner picture in a table cell; a placeholder when there is none. */
export function Thumb({ src, wide = false }: { src: string | null | undefined; wide?: boolean }) {
  const className = `tw-cat-thumb${wide ? ' tw-cat-thumb--wide' : ''}`;
  return src ? (
    <img src={src} alt="" className={className} loading="lazy" />
  ) : (
    <span className={`${className} tw-cat-thumb--empty`}>
      <PictureOutlined />
    </span>
  );
}
