// The token hidden on screen: its first four characters and dots, in the token itself and in every link that has it.
const DOTS = '•'.repeat(12);

export const maskToken = (token: string) => `${token.slice(0, 4)}${DOTS}`;

export const maskInUrl = (url: string, token: string) => url.split(token).join(maskToken(token));
