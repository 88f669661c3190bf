// The wire shapes every endpoint shares: the answer to a delete and the one error body.

export interface DeletedResponse {
  deleted: true;
  id: string;
}
