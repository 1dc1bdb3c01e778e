import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('the offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears in the interface language while the device is offline, and leaves when it is back', async () => {
    await act(() => i18n.changeLanguage('ja'));
    render(
      <I18nextProvider i18n={i18n}>
        <OfflineNotice />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('オフラインです。ネットワークが戻ると自動で再接続します。');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
