/** Cash in/out of a shift (spec §3: "payload detail of cash in/out: not shown"; ours). */
export const CashFlowType = { IN: 1, OUT: 2 } as const;
