import { parseDeliveryTime, type Channel } from '@threadway/contracts';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { useMoney } from '../../../lib/preferences';
import type { LookChannelAnswer } from '../api/channels';
import styles from './shipping-cost.module.css';

const GRADE_COLOURS: Record<Channel['agingGrade'], string> = { Express: 'gold', Standard: 'blue', Expedited: 'purple' };

/** The channels of an inquiry: provider, grade, business days and cost in the display currency. */
export function ChannelResults({ channels }: { channels: LookChannelAnswer['channels'] }) {
  const { t } = useTranslation('discovery');
  const money = useMoney();
  const desktop = useIsDesktop();

  const days = (channel: Channel) => {
    const range = parseDeliveryTime(channel.deliveryTime);
    return range ? t('shippingCost.businessDays', { min: range.min, max: range.max }) : channel.deliveryTime;
  };
  const grade = (channel: Channel) => (
    <Tag color={GRADE_COLOURS[channel.agingGrade]} bordered={false}>
      {t(`shippingCost.grade.${channel.agingGrade}`)}
    </Tag>
  );

  if (channels.length === 0) {
    return <Empty className={styles.noChannel} description={t('messages:errors.noChannel')} data-testid="no-channel" />;
  }
  if (!desktop) {
    return (
      <ul className={styles.channelCards} data-testid="channel-results">
        {channels.map((channel) => (
          <li key={channel.channelCode} className={styles.channelCard} data-testid="channel-row">
            <div className={styles.channelTop}>
              <strong>{channel.channelName}</strong>
              {grade(channel)}
            </div>
            <div className={styles.channelBottom}>
              <span>{days(channel)}</span>
              <strong className={styles.cost}>{money(channel.estimatedFreight)}</strong>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table
      data-testid="channel-results"
      rowKey="channelCode"
      dataSource={[...channels]}
      pagination={false}
      onRow={() => ({ 'data-testid': 'channel-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'provider', title: t('shippingCost.provider'), render: (_, c) => <strong>{c.channelName}</strong> },
        { key: 'grade', title: t('shippingCost.gradeTitle'), render: (_, c) => grade(c) },
        { key: 'time', title: t('shippingCost.deliveryTime'), render: (_, c) => days(c) },
        { key: 'cost', title: t('shippingCost.cost'), align: 'end', render: (_, c) => <strong className={styles.cost}>{money(c.estimatedFreight)}</strong> },
      ]}
    />
  );
}
