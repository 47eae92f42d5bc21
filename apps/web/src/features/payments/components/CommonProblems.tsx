import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/Panel.module.css';

const PROBLEMS = ['return', 'returnIssues', 'wrongReceipt'] as const;

/** Common Problem accordion: how to return, return issues, wrong receipt information (spec 2.4). */
export function CommonProblems() {
  const { t } = useTranslation('payments');
  return (
    <section className={panel.panel}>
      <h2>{t('problems.title')}</h2>
      <Collapse ghost items={PROBLEMS.map((key) => ({ key, label: t(`problems.${key}.question`), children: <p className={panel.muted}>{t(`problems.${key}.answer`)}</p> }))} />
    </section>
  );
}
