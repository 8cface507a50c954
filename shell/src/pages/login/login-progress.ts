// While this page is signing someone in (the password accepted, the two-step code not yet), the session already
// exists: the login page must not send the now signed-in visitor on before the code is in.
let active = false;

export const signingInHere = () => active;
export const setSigningInHere = (value: boolean) => {
  active = value;
};
