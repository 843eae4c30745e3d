import { describe, expect, it } from 'vitest';
import { stripSecrets } from '../../machines/authForms/linkParams.ts';

describe('removing secrets from the address', () => {
  it('keeps an address without secrets exactly as written', () => {
    expect(stripSecrets('?ref=mail', '#top')).toEqual({ search: '?ref=mail', hash: '#top' });
  });

  it('removes codes and tokens from the query and the fragment, and only them', () => {
    expect(stripSecrets('?code=abc&x=1', '#top')).toEqual({ search: '?x=1', hash: '#top' });
    expect(stripSecrets('', '#access_token=a&refresh_token=b&type=signup')).toEqual({
      search: '',
      hash: '#type=signup',
    });
  });

  it('cleans the query inside a hash-style callback path', () => {
    expect(stripSecrets('', '#/auth/callback?access_token=a&x=1')).toEqual({
      search: '',
      hash: '#/auth/callback?x=1',
    });
    expect(stripSecrets('', '#/auth/callback')).toEqual({ search: '', hash: '#/auth/callback' });
  });
});
