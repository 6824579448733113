import { createContext, use, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { layoutSettingsReducer, type TLayoutAction, type TLayoutSettings } from './layout-settings.ts';
import { readLayoutSettings, writeLayoutSettings } from './layout-settings-storage.ts';

type TLayoutSettingsContext = { settings: TLayoutSettings; dispatch: Dispatch<TLayoutAction> };

const LayoutSettingsContext = createContext<TLayoutSettingsContext | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, dispatch] = useReducer(layoutSettingsReducer, undefined, readLayoutSettings);
  useEffect(() => writeLayoutSettings(settings), [settings]);
  return <LayoutSettingsContext value={{ settings, dispatch }}>{children}</LayoutSettingsContext>;
}

export function useLayoutSettings() {
  const context = use(LayoutSettingsContext);
  if (!context) throw new Error('useLayoutSettings needs a LayoutSettingsProvider');
  return context;
}
