import { App } from 'antd';
// The component itself: `App` from 'antd' is only its useApp in the production build (vite.config.ts).
import AppHost from 'antd/es/app/App';
import { useEffect } from 'react';
import { attachFeedback } from '../lib/feedback';

function Attach() {
  const api = App.useApp();
  useEffect(() => attachFeedback(api), [api]);
  return null;
}

/**
 * Ant Design's App, fetched and mounted on the first message, notification or dialog: it holds
 * their containers and hands its APIs to the stand-in every page gets from App.useApp().
 */
export default function FeedbackHost() {
  return (
    <AppHost component={false}>
      <Attach />
    </AppHost>
  );
}
