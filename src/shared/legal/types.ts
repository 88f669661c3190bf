// Who runs this Tschutti (Impressum, Datenschutzerklärung), from the server's configuration.

/** GET /api/operator: what the operator entered (OPERATOR_* in the environment), null where not. */
export interface OperatorInfo {
  /** Name of the person or company responsible (the controller under the revDSG). */
  name: string | null;
  /** Postal address, one line per line of the address. */
  address: string[];
  email: string | null;
  /** UID or company number (CHE-…), where there is one. */
  uid: string | null;
  /** Where the servers and the database run (country, provider). */
  hosting: string | null;
}
