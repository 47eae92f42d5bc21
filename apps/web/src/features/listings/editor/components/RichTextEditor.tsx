import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { LISTING_LIMITS } from '@threadway/contracts';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankHtml } from '../model';
import styles from './Editor.module.css';

interface Props {
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  id?: string;
}

const COMMANDS = [
  { command: 'bold', icon: <BoldOutlined />, label: 'description.bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'description.italic' },
  { command: 'underline', icon: <UnderlineOutlined />, label: 'description.underline' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'description.bullets' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'description.numbers' },
] as const;

/**
 * The description's rich text (spec 2.8): a small editable area with bold, italic, underline and lists
 * (antd has no editor and a full one would weigh more than this whole page). The starting HTML is the
 * catalogue's or the saved listing's, both sanitized by the server, which sanitizes again on save. Pasted
 * content goes in as plain text so no foreign markup or script arrives from the clipboard. The counter is
 * the HTML's length, the figure the 40,000 limit of spec 5.1 applies to.
 */
export function RichTextEditor({ value, onChange, invalid, id }: Props) {
  const { t } = useTranslation('listingEditor');
  const area = useRef<HTMLDivElement>(null);

  // Only outside changes are written into the area; writing back what was typed would move the caret.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string) => {
    area.current?.focus();
    document.execCommand(command);
    changed();
  };

  return (
    <div className={`${styles.rich} ${invalid ? styles.richInvalid : ''}`}>
      <div className={styles.richToolbar} role="toolbar" aria-label={t('description.toolbar')}>
        {COMMANDS.map(({ command, icon, label }) => (
          <Tooltip key={command} title={t(label)}>
            <Button type="text" size="small" icon={icon} aria-label={t(label)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)} />
          </Tooltip>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        className={styles.richArea}
        contentEditable
        // The text's own direction: an English description reads left to right in an Arabic interface.
        dir="auto"
        role="textbox"
        aria-multiline="true"
        aria-invalid={invalid}
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          changed();
        }}
        data-testid="listing-description"
      />
      <div className={value.length > LISTING_LIMITS.descriptionMax ? styles.counterOver : styles.counter} data-testid="listing-description-count">
        {(isBlankHtml(value) ? 0 : value.length).toLocaleString('en')} / {LISTING_LIMITS.descriptionMax.toLocaleString('en')}
      </div>
    </div>
  );
}
