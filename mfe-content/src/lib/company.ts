// The provider's published contact details; the shell's footer shows the same ones.
export const company = {
  name: 'Finlearn Technologies Pvt. Ltd.',
  supportEmail: 'support@nismpractice.in',
  phone: '+91 484 400 1234',
  /** The tel: form of the phone number (no spaces). */
  phoneHref: 'tel:+914844001234',
  addressLines: ['2nd Floor, Infopark Road', 'Kakkanad, Kochi, Kerala 682030', 'India'],
} as const;
