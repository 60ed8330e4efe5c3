import { personalDataProps } from '@marketplace/error-reporting';

/** The applicant's face as the form shows it (chosen or saved): round, masked in session replay. */
export function ApplicantPicture({ src, alt, size = 128 }: { src: string; alt: string; size?: number }) {
  return <img src={src} alt={alt} width={size} height={size} style={{ objectFit: 'cover', borderRadius: '50%' }} {...personalDataProps} />;
}
