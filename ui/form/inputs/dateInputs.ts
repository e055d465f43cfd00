// The date inputs, one chunk with the date library they share (Temporal, the calendar's dates):
// loaded when a form first shows a date field (lazyInputs.tsx), not with every document.
export {DateInput} from './DateInput.tsx'
export {DateTimeInput} from './DateTimeInput.tsx'
export {RichDateInput} from './RichDateInput.tsx'
