import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type TestPlatform } from '@casino/shared/testing';
import type { DocumentsVerification, PlayerDocuments } from '@casino/shared/wire';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentOf, documentsWith, loggedIn, profileWith } from '../../../testing/account-fixtures';
import { renderApp } from '../../../testing/render-app';
import type { HttpAdapter, RequestConfig, UploadProgress } from '../../../testing/request-config';
import { VerificationPage } from './verification-page';

const basePath = '/en-UN/my-account';
const pathname = `${basePath}/account/verification`;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n');

interface Sandbox {
  documents: PlayerDocuments;
  kycStatus: DocumentsVerification['kycStatus'];
  uploads: Array<Record<string, string>>;
  upload?: (form: FormData) => { status: number; data: unknown } | undefined;
}

/** A stand-in platform whose answers follow what the test changes in `sandbox`. */
function setup(sandbox: Sandbox, search = '', http: Record<string, unknown> = {}) {
  const platform: TestPlatform = createTestPlatform({
    basePath,
    state: { ...loggedIn, profile: profileWith({ kycStatus: sandbox.kycStatus }) },
    http: {
      'GET /player/documents': () => sandbox.documents,
      'GET /player/documents/verification': () => ({
        kycStatus: sandbox.kycStatus,
        requestDocumentTypeStatus: '',
        verificationRequired: true,
        documents: [],
      }),
      'POST /player/documents/upload': (config: RequestConfig) => {
        const form = config.data as FormData;
        sandbox.uploads.push(
          Object.fromEntries(
            [...form.entries()].map(([key, value]) => [
              key,
              typeof value === 'string' ? value : (value as File).name,
            ]),
          ),
        );
        config.onUploadProgress?.({ loaded: 50, total: 100 } as UploadProgress);
        return sandbox.upload?.(form) ?? { status: 201, data: {} };
      },
      ...(http as Record<string, never>),
    },
  });
  platform.bus.set('location', { pathname, search, hash: '' });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<VerificationPage />, { basePath, platform });
  return { platform, events };
}

const kycPlayer = (): Sandbox => ({
  documents: documentsWith({ idDocument: documentOf('PROOF_OF_ID', { documentStatus: 'REQUESTED' }) }),
  kycStatus: 'NOT_VERIFIED',
  uploads: [],
});

describe('VerificationPage (spec 001 §3, §4 Verification flow)', () => {
  it('walks kyc@ through the ID, then the proof of address, to UPLOADED', async () => {
    const user = userEvent.setup();
    const sandbox = kycPlayer();
    sandbox.upload = (form) => {
      const type = form.get('documentType');
      if (type === 'PROOF_OF_ID')
        sandbox.documents = {
          ...sandbox.documents,
          idDocument: documentOf('PROOF_OF_ID', {
            documentStatus: 'UNDER_REVIEW',
            fileName: 'id.jpg',
            uploadedAt: new Date().toISOString(),
          }),
        };
      if (type === 'PROOF_OF_ADDRESS')
        sandbox.documents = {
          ...sandbox.documents,
          addressDocument: documentOf('PROOF_OF_ADDRESS', { documentStatus: 'UNDER_REVIEW', subType: 'UB' }),
        };
      return undefined;
    };
    setup(sandbox);
    expect(await screen.findByText('Your verification status: Not verified')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2: your ID' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Verify your identity' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your IDNeeded', 'Your addressNot needed']);

    await user.upload(
      screen.getByLabelText('File: Proof of identity'),
      new File([JPEG], 'id.jpg', { type: 'image/jpeg' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of document' }), 'PASSPORT');
    await user.click(screen.getByRole('button', { name: 'Send ID' }));
    const next = await screen.findByRole('heading', { name: 'Step 2 of 2: your address' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(sandbox.uploads).toEqual([{ documentType: 'PROOF_OF_ID', subType: 'PASSPORT', file: 'id.jpg' }]);

    await user.click(screen.getByRole('radio', { name: 'Utility bill' }));
    await user.upload(
      screen.getByLabelText('File: Utility bill'),
      new File([PDF], 'bill.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send Utility bill' }));
    expect(await screen.findByRole('heading', { name: 'We have your documents' })).toBeInTheDocument();
    expect(sandbox.uploads[1]).toEqual({ documentType: 'PROOF_OF_ADDRESS', subType: 'UB', file: 'bill.pdf' });
    const documents = screen.getByRole('region', { name: 'Your documents' });
    expect(within(documents).getByRole('listitem', { name: 'Proof of identity' })).toHaveTextContent(
      'Under review',
    );
    expect(
      within(documents).getByRole('listitem', { name: 'Proof of address · Utility bill' }),
    ).toHaveTextContent('Under review');
  });

  it('shows the progress of an upload', async () => {
    const user = userEvent.setup();
    const { platform } = setup(kycPlayer());
    let release: () => void = () => undefined;
    const answered = platform.http.defaults.adapter;
    // The test platform answers at once; this upload stays on its way until released.
    platform.http.defaults.adapter = async (config) => {
      if (config.url !== '/player/documents/upload') return (answered as HttpAdapter)(config);
      config.onUploadProgress?.({ loaded: 3, total: 4 } as UploadProgress);
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 201, statusText: 'Created', data: {}, headers: {}, config };
    };
    await user.upload(
      await screen.findByLabelText('File: Proof of identity'),
      new File([JPEG], 'id.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send ID' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '75',
    );
    expect(screen.getByText('75 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText('We have id.jpg. We will review it soon.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB and a renamed text file before sending anything', async () => {
    const user = userEvent.setup();
    const sandbox = kycPlayer();
    setup(sandbox);
    const input = await screen.findByLabelText('File: Proof of identity');
    const big = new File([JPEG, new Uint8Array(12 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is larger than 10 MB. Send a smaller one.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send ID' }));
    expect(input).toHaveFocus();

    await user.upload(input, new File(['just some words'], 'bill.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or PDF.');
    await user.upload(input, new File([], 'empty.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is empty.');
    await user.click(screen.getByRole('button', { name: 'Send ID' }));
    expect(sandbox.uploads).toEqual([]);
  });

  it('shows what the platform refuses on the file, keeping the choices', async () => {
    const user = userEvent.setup();
    const sandbox = kycPlayer();
    sandbox.upload = () => ({
      status: 400,
      data: {
        error: 'Bad Request',
        validationErrors: [
          {
            objectName: 'documentUpload',
            field: 'file',
            rejectedValue: null,
            status: 'INVALID',
            message: 'corrupt',
            code: 'FileCorrupt',
          },
        ],
      },
    });
    setup(sandbox);
    await user.upload(
      await screen.findByLabelText('File: Proof of identity'),
      new File([JPEG], 'id.jpg', { type: 'image/jpeg' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of document' }), 'ID_CARD');
    await user.click(screen.getByRole('button', { name: 'Send ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not read this file. Choose another one.',
    );
    expect(screen.getByRole('combobox', { name: 'Kind of document' })).toHaveValue('ID_CARD');
    expect((screen.getByLabelText('File: Proof of identity') as HTMLInputElement).files?.[0]?.name).toBe(
      'id.jpg',
    );
  });

  it('follows a review live: a profile change refetches the documents and the status turns verified', async () => {
    const sandbox: Sandbox = {
      documents: documentsWith({
        idDocument: documentOf('PROOF_OF_ID', { documentStatus: 'UNDER_REVIEW' }),
        addressDocument: documentOf('PROOF_OF_ADDRESS', { documentStatus: 'UNDER_REVIEW', subType: 'UB' }),
      }),
      kycStatus: 'PENDING',
      uploads: [],
    };
    const { platform } = setup(sandbox);
    expect(await screen.findByRole('heading', { name: 'We have your documents' })).toBeInTheDocument();
    sandbox.documents = documentsWith({
      idDocument: documentOf('PROOF_OF_ID', { documentStatus: 'VERIFIED' }),
      addressDocument: documentOf('PROOF_OF_ADDRESS', { documentStatus: 'VERIFIED', subType: 'UB' }),
    });
    sandbox.kycStatus = 'FULLY VERIFIED';
    act(() =>
      platform.bus.set(
        'profile',
        profileWith({
          kycStatus: 'FULLY VERIFIED',
          requestDocumentTypeStatus: 'PROOF_OF_ID:VERIFIED,PROOF_OF_ADDRESS:VERIFIED',
        }),
      ),
    );
    const success = await screen.findByRole('heading', { name: 'Your identity is verified' });
    await waitFor(() => expect(success).toHaveFocus());
    expect(screen.getByText('Your verification status: Fully verified')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your documents' })).getByRole('listitem', {
        name: 'Proof of identity',
      }),
    ).toHaveTextContent('Verified');
  });

  it('shows a rejection reason and asks for the document again', async () => {
    const sandbox = kycPlayer();
    sandbox.documents = documentsWith({
      idDocument: documentOf('PROOF_OF_ID', {
        documentStatus: 'REQUESTED',
        rejectionReason: 'BAD_QUALITY',
        fileName: 'blurry.jpg',
        uploadedAt: new Date().toISOString(),
      }),
    });
    setup(sandbox);
    const item = await screen.findByRole('listitem', { name: 'Proof of identity' });
    expect(item).toHaveTextContent(
      'We could not accept your last document: the picture is not clear enough to read. Please send a new one.',
    );
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: your ID' })).toBeInTheDocument();
  });

  it('takes a proof of payment for its method in the documents list', async () => {
    const user = userEvent.setup();
    const sandbox: Sandbox = {
      documents: documentsWith({
        paymentDocument: [
          documentOf('PROOF_OF_PAYMENT', { documentStatus: 'REQUESTED', subType: 'TRUSTLY' }),
        ],
      }),
      kycStatus: 'FULLY VERIFIED',
      uploads: [],
    };
    setup(sandbox);
    const item = await screen.findByRole('listitem', { name: 'Proof of payment · Trustly' });
    await user.upload(
      within(item).getByLabelText('File: Proof of payment · Trustly'),
      new File([PDF], 'trustly.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(item).getByRole('button', { name: 'Send document' }));
    await waitFor(() =>
      expect(sandbox.uploads).toEqual([
        { documentType: 'PROOF_OF_PAYMENT', subType: 'TRUSTLY', file: 'trustly.pdf' },
      ]),
    );
  });

  it('says when no verification is needed (NOT_REQUIRED, or NOT_VERIFIED with nothing asked)', async () => {
    setup({ documents: documentsWith(), kycStatus: 'NOT_VERIFIED', uploads: [] });
    expect(await screen.findByRole('heading', { name: 'No verification needed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your identity' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Send another document' })).toBeInTheDocument();
  });

  it('tells a player the withdrawal sent why documents are needed, then thanks them after an upload', async () => {
    const user = userEvent.setup();
    const sandbox = kycPlayer();
    const { events } = setup(sandbox, '?entry=WITHDRAW');
    const notice = await screen.findByRole('status', { name: 'Please verify your identity' });
    expect(notice).toHaveTextContent('We need your documents before you can go on with your withdrawal.');
    expect(
      within(notice).getByRole('link', { name: 'Verify later, back to the withdrawal' }),
    ).toHaveAttribute('href', '/en-UN/my-account/banking/withdraw');
    await user.upload(
      screen.getByLabelText('File: Proof of identity'),
      new File([JPEG], 'id.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send ID' }));
    const thanks = await screen.findByRole('status', { name: 'Thank you' });
    await user.click(within(thanks).getByRole('link', { name: 'Back to the withdrawal' }));
    expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/my-account/banking/withdraw' });
  });

  it('hides the notice on close', async () => {
    const user = userEvent.setup();
    setup(kycPlayer(), '?entry=DEPOSIT_MODAL');
    const notice = await screen.findByRole('status', { name: 'Please verify your identity' });
    expect(within(notice).getByRole('link', { name: 'Verify later, back to the deposit' })).toHaveAttribute(
      'href',
      '/en-UN/deposit',
    );
    await user.click(within(notice).getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('status', { name: 'Please verify your identity' })).not.toBeInTheDocument();
  });

  it('starts the ID scan with this page as the way back', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    setup(kycPlayer(), '?entry=ACCOUNT_PAGE', {
      'POST /jumio/documents/initiate': (config: RequestConfig) => {
        sent.push(JSON.parse(String(config.data)));
        return { status: 503, data: { error: 'Service Unavailable' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Scan your ID with your camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not start the ID scan.');
    expect(sent).toEqual([{ returnUrl: `${window.location.origin}${pathname}?entry=ACCOUNT_PAGE` }]);
  });

  it('says the ID scan result once, then drops it from the address', async () => {
    const { events } = setup(kycPlayer(), '?entry=WITHDRAW&idScan=SUCCESS');
    expect(await screen.findByText('Your ID scan is done. We will review it soon.')).toBeInTheDocument();
    expect(events).toContainEqual({ type: 'NAVIGATE', to: `${pathname}?entry=WITHDRAW`, replace: true });
  });

  it('offers a retry when the documents cannot be loaded', async () => {
    const platform = createTestPlatform({
      basePath,
      state: loggedIn,
      http: {
        'GET /player/documents/verification': {
          kycStatus: 'NOT_VERIFIED',
          requestDocumentTypeStatus: '',
          verificationRequired: false,
          documents: [],
        },
      },
    });
    platform.bus.set('location', { pathname, search: '', hash: '' });
    renderApp(<VerificationPage />, { basePath, platform });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
