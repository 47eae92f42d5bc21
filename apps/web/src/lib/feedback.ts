import type { useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createStore } from './store';

/**
 * Ant Design's message, notification and modal APIs (App.useApp) without their code in the first
 * load. This stand-in has the same shape; the first call asks for the real APIs (hostWanted: the
 * providers then mount and fetch the host that holds them), calls made while they load run in
 * order once they are there, and later calls go straight to them.
 */
type Feedback = useAppProps;

let real: Feedback | undefined;
const waiting: ((api: Feedback) => void)[] = [];

/** True once something has been shown: the providers mount the host from then on. */
export const hostWanted = createStore(false);

/** The host hands over Ant Design's APIs once mounted (and again whenever they change). */
export function attachFeedback(api: Feedback): void {
  real = api;
  for (const run of waiting.splice(0)) run(api);
}

function whenAttached(): Promise<Feedback> {
  if (!hostWanted.get()) hostWanted.set(true);
  return new Promise((resolve) => waiting.push(resolve));
}

/** Calls method `name` of one of the three APIs with the arguments its caller gave the stand-in. */
function forward<Result>(api: object, name: string, args: unknown[]): Result {
  return (api as Record<string, (...a: unknown[]) => Result>)[name]!(...args);
}

const MESSAGE_OPENERS = ['info', 'success', 'error', 'warning', 'loading', 'open'] as const;
const NOTICES = ['success', 'error', 'info', 'warning', 'open'] as const;
const MODALS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/** Runs `call` once the APIs are there. Its result comes boxed: a promise would wait for a thenable one to settle. */
function once<Result>(call: (api: Feedback) => Result): Promise<{ result: Result }> {
  return whenAttached().then((api) => ({ result: call(api) }));
}

/** A message shown later still closes with its call's function and settles when it closes. */
function laterMessage(name: (typeof MESSAGE_OPENERS)[number], args: unknown[]): MessageType {
  const shown = once((api) => forward<MessageType>(api.message, name, args));
  const closed: Promise<boolean> = shown.then(({ result }) => result);
  const close = () => void shown.then(({ result }) => result());
  return Object.assign(close, { then: ((done, failed) => closed.then(done, failed)) as MessageType['then'] });
}

/** A dialog opened later can still be updated or closed, and settles with its answer. */
function laterModal(name: (typeof MODALS)[number], args: unknown[]): ReturnType<HookAPI['confirm']> {
  const opened = once((api) => forward<ReturnType<HookAPI['confirm']>>(api.modal, name, args));
  return {
    destroy: () => void opened.then(({ result }) => result.destroy()),
    update: (config) => void opened.then(({ result }) => result.update(config)),
    then: (resolve, reject) => opened.then(({ result }) => result.then(resolve, reject)),
  };
}

/** Closing what was asked for before the APIs arrived waits for them; with nothing asked for there is nothing to close. */
function destroyer(pick: (api: Feedback) => { destroy: (key?: React.Key) => void }) {
  return (key?: React.Key) => {
    if (real) pick(real).destroy(key);
    else if (hostWanted.get()) void once((api) => pick(api).destroy(key));
  };
}

const message = Object.fromEntries(
  MESSAGE_OPENERS.map((name) => [name, (...args: unknown[]) => (real ? forward(real.message, name, args) : laterMessage(name, args))]),
) as unknown as MessageInstance;
message.destroy = destroyer((api) => api.message);

const notification = Object.fromEntries(
  NOTICES.map((name) => [name, (...args: unknown[]) => (real ? forward(real.notification, name, args) : void once((api) => forward<void>(api.notification, name, args)))]),
) as unknown as NotificationInstance;
notification.destroy = destroyer((api) => api.notification);

const modal = Object.fromEntries(
  MODALS.map((name) => [name, (...args: unknown[]) => (real ? forward(real.modal, name, args) : laterModal(name, args))]),
) as unknown as HookAPI;

/** What App.useApp() returns on every page. */
export const feedback: Feedback = { message, notification, modal };
