import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreamEmbed, streamSource } from './stream-embed';

describe('the stream embed (docs/product.md#rule-25)', () => {
  it('takes the first iframe’s https src only', () => {
    expect(
      streamSource(
        '<iframe src="https://www.youtube.com/embed/abc" width="560"></iframe><iframe src="https://player.twitch.tv/x"></iframe>',
      ),
    ).toBe('https://www.youtube.com/embed/abc');
    expect(streamSource('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBeUndefined();
    expect(streamSource('<iframe src="javascript:alert(1)"></iframe>')).toBeUndefined();
    expect(streamSource('<script>alert(1)</script><p>no player</p>')).toBeUndefined();
    expect(streamSource('')).toBeUndefined();
  });

  it('renders its own sandboxed iframe and nothing else of the HTML', async () => {
    const html =
      '<div onclick="steal()"><iframe src="https://player.vimeo.com/video/1" onload="steal()" srcdoc="<b>x</b>"></iframe><img src=x onerror="steal()"></div>';
    const { container } = render(<StreamEmbed html={html} title="Night Canvas" />);
    const frame = await screen.findByTitle('Live stream: Night Canvas');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).not.toHaveAttribute('onload');
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(container.querySelector('img, [onclick]')).toBeNull();
  });

  it('starts the player only after the screen around it is painted (docs/decisions.md#193)', async () => {
    const { container } = render(
      <StreamEmbed html='<iframe src="https://www.youtube.com/embed/live"></iframe>' title="Night Canvas" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.firstElementChild).toBeInTheDocument();
    await act(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 1))));
    expect(screen.getByTitle('Live stream: Night Canvas')).toHaveAttribute('src', 'https://www.youtube.com/embed/live');
  });

  it('shows a placeholder without a usable player', () => {
    render(<StreamEmbed html="<p>soon</p>" title="Night Canvas" />);
    expect(screen.getByText('The live stream will appear here.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Live stream/)).not.toBeInTheDocument();
  });
});
