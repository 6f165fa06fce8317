import { createElement, use, type ComponentType } from 'react';
import { loadMessagesToShow } from '@/lib/client/i18n';

let moduleMessages: Promise<void> | null = null;
let loaded = false;

/** Every module's messages, asked for once: a language chosen later loads them too. A failed load is asked again. */
export function loadModuleMessages(): Promise<void> {
  moduleMessages ??= loadMessagesToShow(['modules']).then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      moduleMessages = null;
      throw error;
    },
  );
  return moduleMessages;
}

/**
 * A view that renders once the modules' messages are loaded. The shell loads them with its own chunk; a view the
 * route tree places outside the shell waits for them here. Only the first load is waited for: React suspends on a
 * promise it has not seen settle even when it has, and a Suspense boundary that showed its loading state holds the
 * view back a further 300 ms (the home view after sign-in did).
 */
export function withModuleMessages(View: ComponentType): ComponentType {
  function ModuleView() {
    if (!loaded) use(loadModuleMessages());
    return createElement(View);
  }
  return ModuleView;
}
