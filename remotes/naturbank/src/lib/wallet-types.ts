/** The NaturBank wallet (spec §3), the bank's and the ledger's demo wallet alike. */

/** natur_wallets row as read back (address, label); local wallets also keep createdAt. */
export interface Wallet {
  address: string;
  label: string | null;
}

export interface LocalWallet extends Wallet {
  /** ISO date-time the wallet was first saved or created. */
  createdAt: string;
}
