/** "•••• 1234": enough for a person to recognise which phone a code went to, not to learn the number. */
export const maskPhone = (phone: string) => `•••• ${phone.replace(/\D/g, '').slice(-4)}`;
