import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT,
  contactVariables,
  emailError,
  validateContact,
} from '../../../../../src/client/storefront/contact/contact-validation';

describe('validateContact', () => {
  it('marks every required field of an empty form, but not the phone', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({ name: 'form.required', email: 'form.required', message: 'form.required' });
  });

  it('treats spaces only as empty and checks the address', () => {
    expect(validateContact({ name: '  ', email: 'ana@', phone: '', message: 'Zdravo' })).toEqual({
      name: 'form.required',
      email: 'rule.invalidEmail',
    });
  });

  it('passes a complete message', () => {
    expect(validateContact({ name: 'Ana', email: 'ana@primer.rs', phone: '', message: 'Zdravo' })).toEqual({});
  });
});

describe('e-mail check', () => {
  it('accepts addresses and refuses the rest', () => {
    expect(emailError(' marko.petrovic@izlog.rs ')).toBeUndefined();
    expect(emailError('a,b@primer.rs')).toBe('rule.invalidEmail');
    expect(emailError('')).toBe('form.required');
    expect(emailError('x@')).toBe('rule.invalidEmail');
    expect(emailError('x@y.rs')).toBeUndefined();
  });
});

describe('contactVariables', () => {
  it('trims the text and leaves an empty phone out', () => {
    expect(contactVariables({ name: ' Ana ', email: ' ana@primer.rs', phone: '  ', message: ' Zdravo\n' })).toEqual({
      name: 'Ana',
      email: 'ana@primer.rs',
      phone: null,
      message: 'Zdravo',
    });
  });
});
