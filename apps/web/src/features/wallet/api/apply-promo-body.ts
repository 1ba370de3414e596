// Its own module so that the wallet page's chunk does not import zod: see loadApplyPromoBody.
export { applyPromoBody } from '@crowns/contracts';
