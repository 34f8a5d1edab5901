import type { Band, Trend } from './proximity-bands';

/** What a proximity card says (spec/core.md §2 "Proximity card"): derived on the client from band and trend. */
export type NoticeTexts = { title: string; text: string; badgeText: string; directionText: string };

const TITLES: Record<Trend, string> = {
  approaching: 'Someone is approaching',
  moving_away: 'Someone is moving away',
  steady: 'Someone is nearby',
};

const DIRECTIONS: Record<Trend, string> = {
  approaching: 'Approaching',
  moving_away: 'Moving away',
  steady: 'Not moving',
};

export function noticeTexts(band: Band, trend: Trend): NoticeTexts {
  const tail = trend === 'approaching' ? ' and getting closer' : trend === 'moving_away' ? ' and heading away' : '';
  return {
    title: TITLES[trend],
    text: `A neighbour out walking is within ${band} m of you${tail}.`,
    badgeText: `Within ${band} m`,
    directionText: DIRECTIONS[trend],
  };
}
