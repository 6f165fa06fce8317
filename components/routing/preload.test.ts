/** @jest-environment jsdom */
import { preloadMessages } from '@/lib/client/i18n';
import { preloadDataViews, preloadSignedIn, preloadViews } from './preload';

/** The modules loaded so far, by name: each mock records its first import. */
const mockLoaded: string[] = [];

jest.mock('@/lib/client/i18n', () => ({ preloadMessages: jest.fn(() => Promise.resolve()) }));
jest.mock('@/lib/client/api/auth', () => mockLoaded.push('auth') && {});
jest.mock('@/components/AdminApp', () => mockLoaded.push('app') && {});
jest.mock('@/lib/client/routeLoader', () => mockLoaded.push('routeLoader') && {});
jest.mock('@/components/shell/AppLayout', () => mockLoaded.push('shell') && {});
jest.mock('@/components/views/registry', () => {
  mockLoaded.push('registry');
  return {
    preloadHome: () => mockLoaded.push('home') && Promise.resolve(),
    preloadView: (key: string) => mockLoaded.push(`view ${key}`) && Promise.resolve(),
  };
});
jest.mock('@mui/x-data-grid', () => mockLoaded.push('grid') && {});
jest.mock('@mui/x-date-pickers/LocalizationProvider', () => mockLoaded.push('pickers') && {});
jest.mock('@mui/x-date-pickers/AdapterDayjs', () => mockLoaded.push('adapter') && {});
jest.mock('@mui/x-date-pickers/DatePicker', () => mockLoaded.push('datePicker') && {});

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('preloadSignedIn', () => {
  it('loads, once and just after it is asked, what the app needs the moment a sign-in succeeds', async () => {
    preloadSignedIn();
    expect(mockLoaded).toEqual([]);
    await settle();
    expect(mockLoaded).toEqual(['auth', 'app', 'routeLoader', 'shell', 'registry', 'home']);
    expect(preloadMessages).toHaveBeenCalledWith('modules');
    preloadSignedIn();
    await settle();
    expect(preloadMessages).toHaveBeenCalledTimes(1);
  });
});

describe('preloadDataViews', () => {
  it('loads the data grid and the date pickers once the browser is idle, once', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => idle.push(run));
    mockLoaded.length = 0;
    preloadDataViews();
    preloadDataViews();
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await settle();
    expect(mockLoaded).toEqual([]);
    idle.forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }));
    await settle();
    expect(mockLoaded).toEqual(['grid', 'pickers', 'adapter', 'datePicker']);
  });
});

describe('preloadViews', () => {
  it('loads the views it names once the browser is idle, and asks nothing for none', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => idle.push(run));
    mockLoaded.length = 0;
    preloadViews([]);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    preloadViews(['company/person', 'company/companyview']);
    await settle();
    expect(mockLoaded).toEqual([]);
    idle.forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }));
    await settle();
    expect(mockLoaded).toEqual(['view company/person', 'view company/companyview']);
  });
});
