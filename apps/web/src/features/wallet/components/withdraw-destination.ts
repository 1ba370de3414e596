import type { GiftCardBrand, PayoutMethodView } from '@crowns/contracts';
import type { WithdrawDraft } from '../withdraw-draft';

export type DestinationChoice = NonNullable<WithdrawDraft['destination']>;

/** The chosen destination with what it points at, once the lists have loaded. */
export type Destination =
  | { kind: 'method'; method: PayoutMethodView }
  | { kind: 'gift_card'; brand: GiftCardBrand; amountUsd: number };

export function resolveDestination(
  choice: DestinationChoice | null,
  methods: PayoutMethodView[] | undefined,
  brands: GiftCardBrand[] | undefined,
  justAdded?: PayoutMethodView,
): Destination | null {
  if (!choice) return null;
  if (choice.kind === 'method') {
    const method = methods?.find((m) => m.id === choice.id) ?? (justAdded?.id === choice.id ? justAdded : undefined);
    return method ? { kind: 'method', method } : null;
  }
  const brand = brands?.find((b) => b.id === choice.brandId);
  if (!brand?.amountsUsd.includes(choice.amountUsd)) return null;
  return { kind: 'gift_card', brand, amountUsd: choice.amountUsd };
}

export const destinationLabel = (d: Destination) =>
  d.kind === 'method' ? d.method.label : `${d.brand.name} gift card ($${d.amountUsd})`;
