const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50": dollars the server already computed (fees, nets, gift card values). */
export const formatDollars = (dollars: number) => usd.format(dollars);
