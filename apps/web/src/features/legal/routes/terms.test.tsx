import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARK_AGES } from '@artclash/contract/values';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

describe('Terms /terms', () => {
  it('states the park age policy the sign-up enforces, in both languages (docs/product.md#rule-150)', async () => {
    const user = userEvent.setup();
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: 'Minors and the park area' })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`must be ${PARK_AGES.parentMin} or older.*must be ${PARK_AGES.myselfMin} or older`)),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(
      screen.getByText(
        new RegExp(`保護者の方は${PARK_AGES.parentMin}歳以上.*ご本人として登録できるのは${PARK_AGES.myselfMin}歳以上`),
      ),
    ).toBeInTheDocument();
  });
});
