// An outside input refused with a message that says what is wrong and where (a record, a save, a link).
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
