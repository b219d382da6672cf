/** What the checkout keeps of a card: the provider's token and how to name the card. Never the number. */
export interface CardChoice {
  token: string;
  brand: string;
  last4: string;
}
