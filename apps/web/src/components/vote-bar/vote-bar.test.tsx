import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoteBar } from './vote-bar';

describe('the vote-share bar (docs/product.md#rule-16)', () => {
  it('splits the bar blue / magenta by the §9 percentage rule', () => {
    render(<VoteBar votes={{ Player1: 2, Player2: 1 }} player1="mika" player2="jun" />);
    const bar = screen.getByRole('img', { name: 'Vote share: mika 66.67%, jun 33.33%' });
    const [one, two] = [...bar.querySelectorAll('span')];
    expect(one).toHaveStyle({ width: '66.67%' });
    expect(two).toHaveStyle({ width: '33.33%' });
    expect(screen.getByText('66.67%')).toBeInTheDocument();
    expect(screen.getByText('33.33%')).toBeInTheDocument();
  });

  it('shows 0% for both sides before anyone has voted', () => {
    render(<VoteBar votes={{ Player1: 0, Player2: 0 }} player1="mika" player2="jun" />);
    expect(screen.getByRole('img', { name: 'Vote share: mika 0%, jun 0%' })).toBeInTheDocument();
    expect(screen.getAllByText('0%')).toHaveLength(2);
  });
});
