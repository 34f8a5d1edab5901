import { cardsListResponseSchema, mintCardsResponseSchema } from '../../../../shared/api/pro';
import { hubRequest } from '../hub-api';

export function mintCards(count: number, amountJin: number) {
  return hubRequest('/api/hub/cards', { method: 'POST', body: { count, amountJin }, schema: mintCardsResponseSchema });
}

export function fetchCards() {
  return hubRequest('/api/hub/cards', { schema: cardsListResponseSchema });
}
