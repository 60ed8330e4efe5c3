export { StepProgress, type ProgressStep, type StepProgressProps, type StepStatus } from './step-progress';
