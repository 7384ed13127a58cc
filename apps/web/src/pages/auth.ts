/** Log in and register. */
import { h, mount } from '../dom.ts';
import { t } from '../i18n.ts';
import { navigate } from '../router.ts';
import { login, register } from '../session.ts';
import { socket } from '../socket.ts';
import { errorBox, field, input } from '../ui/form.ts';

export function authPage(root: HTMLElement, mode: 'login' | 'register'): () => void {
  const name = input({ name: 'name', autocomplete: 'username', required: true, pattern: '[A-Za-z0-9_.\\-]{3,32}' });
  const password = input({ name: 'password', type: 'password', autocomplete: mode === 'login' ? 'current-password' : 'new-password', required: true, minlength: mode === 'register' ? 8 : 1 });
  const password2 = input({ name: 'password2', type: 'password', autocomplete: 'new-password', required: true, minlength: 8 });
  const errors = errorBox();
  const submit = h('button', { type: 'submit', class: 'primary' }, mode === 'login' ? t('auth.login') : t('auth.register'));
  const form = h(
    'form',
    {
      class: 'card narrow',
      onsubmit: async (e: Event) => {
        e.preventDefault();
        errors.clear();
        if (mode === 'register' && password.value !== password2.value) return errors.show(new Error(t('auth.mismatch')));
        submit.disabled = true;
        try {
          if (mode === 'login') await login(name.value.trim(), password.value);
          else await register(name.value.trim(), password.value);
          socket.restart();
          const back = new URLSearchParams(location.search).get('next');
          navigate(back && back.startsWith('/') ? back : '/');
        } catch (x) {
          errors.show(x);
        } finally {
          submit.disabled = false;
        }
      },
    },
    h('h1', {}, mode === 'login' ? t('nav.login') : t('nav.register')),
    field(t('auth.name'), name, mode === 'register' ? t('auth.nameRule') : undefined),
    field(t('auth.password'), password, mode === 'register' ? t('auth.passwordRule') : undefined),
    mode === 'register' ? field(t('auth.password2'), password2) : null,
    errors.el,
    submit,
    h(
      'p',
      { class: 'muted' },
      mode === 'login' ? t('auth.noAccount') : t('auth.haveAccount'),
      ' ',
      h('a', { href: mode === 'login' ? '/register' : '/login', 'data-link': true }, mode === 'login' ? t('nav.register') : t('nav.login')),
    ),
  );
  mount(root, form);
  name.focus();
  return () => {};
}
