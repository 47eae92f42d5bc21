type Rules = typeof import('@threadway/contracts/accounts/rules');

/**
 * A shared field rule fetched at its field's first check, for `zodRule`: the forms on a shopping
 * page's first load (the bag's sign-up) do not bring zod with them (decision 0034).
 */
export const ruleOnDemand =
  <K extends keyof Rules>(name: K) =>
  async (): Promise<Rules[K]> =>
    (await import('@threadway/contracts/accounts/rules'))[name];
