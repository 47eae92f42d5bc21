import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { PAGE_SIZE, useLetters, useReadLetter } from '../api/station';
import { LetterContent } from './LetterContent';
import { LetterList } from './LetterList';
import { LoadMore } from './LoadMore';
import { NoRecords } from './NoRecords';
import styles from './notifications.module.css';

/**
 * Tabs 1 and 2 of the dialog: the timeline beside the content pane on desktop; on phones the
 * timeline, then the letter with a way back. Opening an unread letter reads it (spec 4).
 */
export function LetterTimeline({ type, initialLetter }: { type: 1 | 2; initialLetter?: number }) {
  const { t } = useTranslation('notifications');
  const desktop = useIsDesktop();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const letters = useLetters(type, pageSize);
  const read = useReadLetter();
  const [selected, setSelected] = useState(initialLetter);
  const letter = letters.data?.list.find((l) => l.id === selected);
  const { mutate } = read;

  useEffect(() => {
    if (letter?.receiveState === 0) mutate(letter.id);
  }, [letter?.id, letter?.receiveState, mutate]);

  if (letters.isPending) return <Spin className={styles.loading} />;
  if (!letters.data?.list.length) return <NoRecords />;
  const list = (
    <div className={styles.timelineColumn}>
      <LetterList letters={letters.data.list} selected={selected} onOpen={(l) => setSelected(l.id)} />
      <LoadMore shown={letters.data.list.length} total={letters.data.total} pageSize={pageSize} onMore={setPageSize} />
    </div>
  );
  if (!desktop) {
    return letter ? (
      <div>
        <Button type="link" icon={<ArrowLeftOutlined className={styles.flipRtl} />} onClick={() => setSelected(undefined)} className={styles.back}>
          {t('back')}
        </Button>
        <LetterContent letter={letter} />
      </div>
    ) : (
      list
    );
  }
  return (
    <div className={styles.split}>
      {list}
      <div className={styles.pane}>{letter ? <LetterContent letter={letter} /> : <p className={styles.placeholder}>{t('choose')}</p>}</div>
    </div>
  );
}
