import type { AxiosInstance } from 'axios';
import type { HarnessSession } from './harness-session';

/** A sandbox persona as `GET /__sandbox/personas` lists it (the README's "Personas" table). */
interface PersonaListing {
  email: string;
  market: string;
  special: string;
}

/** Where the picker remembers the persona of this tab, so a reload logs the same one in again. */
const PERSONA_STORAGE_KEY = 'casino.harness.persona';

export interface PersonaPickerOptions {
  session: HarnessSession;
  /** The platform http client (the sandbox): the picker reads `/__sandbox/personas` with it. */
  http: AxiosInstance;
  /** sessionStorage by default. */
  storage?: Storage;
}

/**
 * The harness bar's persona picker: a form that lists the sandbox's personas, logs the chosen one in
 * with the sandbox password, logs out, and says who is logged in (or why the platform refused) in a
 * status line. The persona of the tab is logged in again after a reload.
 *
 * @returns the form, and a promise that settles once the list is loaded (and a remembered persona logged in).
 */
export function createPersonaPicker(options: PersonaPickerOptions): { element: HTMLFormElement; ready: Promise<void> } {
  const { session, http } = options;
  const storage = options.storage ?? sessionStorage;
  const form = document.createElement('form');
  form.setAttribute('aria-label', 'Log in as a persona');
  form.style.cssText = 'display:flex;gap:8px;align-items:center;margin-left:auto';
  const select = document.createElement('select');
  select.disabled = true;
  const label = document.createElement('label');
  label.append('Persona ', select);
  const loginButton = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Log in', disabled: true });
  const logoutButton = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Log out', disabled: true });
  const status = document.createElement('output');
  status.setAttribute('role', 'status');
  status.textContent = 'Not logged in';
  form.append(label, loginButton, logoutButton, status);

  let password = '';
  const show = (text: string, loggedIn: boolean) => {
    status.textContent = text;
    logoutButton.disabled = !loggedIn;
  };
  const logIn = async (email: string) => {
    loginButton.disabled = true;
    show(`Logging in as ${email}…`, false);
    try {
      await session.login(email, password);
      storage.setItem(PERSONA_STORAGE_KEY, email);
      show(`Logged in as ${email}`, true);
    } catch (error) {
      storage.removeItem(PERSONA_STORAGE_KEY);
      show(`Login refused for ${email}: ${error instanceof Error ? error.message : String(error)}`, false);
    } finally {
      loginButton.disabled = false;
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (select.value) void logIn(select.value);
  });
  logoutButton.addEventListener('click', () => {
    storage.removeItem(PERSONA_STORAGE_KEY);
    void session.logout('user').then(() => show('Not logged in', false));
  });

  const ready = (async () => {
    try {
      const { data } = await http.get<{ password: string; personas: PersonaListing[] }>('/__sandbox/personas');
      password = data.password;
      for (const persona of data.personas) {
        select.append(Object.assign(document.createElement('option'), { value: persona.email, textContent: `${persona.email} (${persona.market}): ${persona.special}` }));
      }
      select.disabled = false;
      loginButton.disabled = false;
    } catch (error) {
      show(`No personas: the sandbox did not answer (${error instanceof Error ? error.message : String(error)})`, false);
      return;
    }
    const remembered = storage.getItem(PERSONA_STORAGE_KEY);
    if (remembered && [...select.options].some((option) => option.value === remembered)) {
      select.value = remembered;
      await logIn(remembered);
    }
  })();
  return { element: form, ready };
}
