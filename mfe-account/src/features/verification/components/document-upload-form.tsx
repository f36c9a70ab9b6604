import { BusyButton, fieldControl } from '@casino/shared/ui';
import type { DocumentUploadFields } from '@casino/shared/wire';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, TextField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { SuccessNote } from '../../../components/status-note';
import { useUploadDocument } from '../api/upload-document';
import { checkDocumentFile } from '../lib/document-file';
import { fileProblemKey, uploadErrorKey } from '../lib/upload-error';
import { KIND_OF_TYPE, type DocumentKind, type UploadType } from '../lib/verification-flow';

/** spec 001 §4 "statuses per step" of one upload, as the verification flow's actions. */
export type UploadStep = {
  type: 'preUpload' | 'uploadStarted' | 'uploadSucceeded' | 'uploadFailed';
  kind: DocumentKind;
};

/** How the form asks for the document's `subType`. */
export type SubTypeChoice =
  /** Fixed by the page (the chosen proof of address, a payment method's document). */
  | { kind: 'fixed'; value: string }
  /** Picked from a list; `required` for source of wealth, optional for ID. */
  | {
      kind: 'list';
      options: ReadonlyArray<{ value: string; label: string }>;
      required: boolean;
      label: string;
      initial?: string;
    }
  /** A short description the player types (OTHER), optional. */
  | { kind: 'text'; label: string }
  | { kind: 'none' };

export interface DocumentUploadFormProps {
  documentType: UploadType;
  subType: SubTypeChoice;
  /** Unique per form on the page: ids of its fields. */
  idPrefix: string;
  /** What the file is, in the file field's label ("File: Utility bill"): each form of the page has its own name. */
  documentName: string;
  /** The button's text. */
  submitLabel: string;
  /** Steps of the verification flow (spec 001 §4), told of each step of this upload. */
  onStep?: (step: UploadStep) => void;
  /** After the platform took the file. */
  onUploaded?: () => void;
  children?: ReactNode;
}

/** What a file input accepts: the three formats (the content decides, the picker only helps). */
const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/**
 * One document upload (issue 15, spec 001 §3 upload per type): the kind of document where the type has
 * one, the file, checked the moment it is chosen (not empty, at most 10 MB, JPEG, PNG or PDF by its first
 * bytes) with the reason said at once, then sent as multipart with a progress bar. What the platform
 * refuses shows the same way; the choices stay after any error.
 */
export function DocumentUploadForm({
  documentType,
  subType,
  idPrefix,
  documentName,
  submitLabel,
  onStep,
  onUploaded,
  children,
}: DocumentUploadFormProps) {
  const { t } = useTranslation('account');
  const upload = useUploadDocument();
  const kind = KIND_OF_TYPE[documentType];
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [subTypeValue, setSubTypeValue] = useState(subType.kind === 'list' ? (subType.initial ?? '') : '');
  const [subTypeMissing, setSubTypeMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setSent(null);
    setProblem(null);
    setFileError(null);
    if (!chosen) return;
    const fileProblem = await checkDocumentFile(chosen);
    if (fileProblem) setFileError(fileProblemKey(fileProblem));
    else onStep?.({ type: 'preUpload', kind });
  };

  // The page offers only the subtypes of the type (the wire's lists): the union is the platform's to check.
  const fields = (): DocumentUploadFields => {
    const value = subType.kind === 'fixed' ? subType.value : subTypeValue.trim();
    return { documentType, ...(value ? { subType: value } : {}) } as DocumentUploadFields;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSent(null);
    const missing = subType.kind === 'list' && subType.required && !subTypeValue;
    setSubTypeMissing(missing);
    if (!file) {
      setFileError('kyc.upload.errors.noFile');
      fileInput.current?.focus();
      return;
    }
    if (fileError) {
      fileInput.current?.focus();
      return;
    }
    if (missing) return;
    const body = fields();
    onStep?.({ type: 'uploadStarted', kind });
    setProgress(0);
    try {
      await upload.mutateAsync({ fields: body, file, onProgress: setProgress });
      onStep?.({ type: 'uploadSucceeded', kind });
      setSent(file.name);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded?.();
    } catch (error) {
      onStep?.({ type: 'uploadFailed', kind });
      const key = uploadErrorKey(error);
      if (key.startsWith('kyc.upload.problems.')) {
        setFileError(key);
        fileInput.current?.focus();
      } else setProblem({ key, unmatched: [] });
    } finally {
      setProgress(null);
    }
  };

  const fileId = `${idPrefix}-file`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={upload.isPending}>
      {children}
      <FormProblem problem={problem} />
      {sent && <SuccessNote>{t('kyc.upload.sent', { name: sent })}</SuccessNote>}
      {subType.kind === 'list' && (
        <SelectField
          id={`${idPrefix}-subtype`}
          label={subType.label}
          value={subTypeValue}
          onChange={(event) => setSubTypeValue(event.target.value)}
          error={subTypeMissing ? { type: 'required', message: 'kyc.upload.errors.subType' } : undefined}
        >
          <option value="">{subType.required ? t('kyc.upload.choose') : t('kyc.upload.notSaying')}</option>
          {subType.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      {subType.kind === 'text' && (
        <TextField
          id={`${idPrefix}-subtype`}
          label={subType.label}
          maxLength={100}
          value={subTypeValue}
          onChange={(event) => setSubTypeValue(event.target.value)}
        />
      )}
      <FileField>
        <label htmlFor={fileId}>{t('kyc.upload.file', { document: documentName })}</label>
        <FileInput
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT}
          $invalid={Boolean(fileError)}
          aria-invalid={Boolean(fileError)}
          aria-describedby={fileError ? `${fileId}-error` : hintId}
          onChange={(event) => void onFile(event)}
        />
        {fileError ? (
          <FileError id={`${fileId}-error`} role="alert">
            {t(fileError)}
          </FileError>
        ) : (
          <Hint id={hintId}>{t('kyc.upload.fileHint')}</Hint>
        )}
      </FileField>
      {progress !== null && (
        <Progress>
          <progress
            id={`${idPrefix}-progress`}
            max={100}
            value={progress}
            aria-label={t('kyc.upload.progressLabel')}
          />
          <span aria-hidden="true">{t('kyc.upload.progress', { percent: progress })}</span>
        </Progress>
      )}
      <BusyButton type="submit" block busy={upload.isPending} busyLabel={t('kyc.upload.sending')}>
        {submitLabel}
      </BusyButton>
    </form>
  );
}

const FileField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const FileInput = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
  padding: ${({ theme }) => theme.space(3)};
  cursor: pointer;

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const FileError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  progress {
    flex: 1;
    height: 10px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  span {
    min-width: 3.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
