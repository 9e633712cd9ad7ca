/** Where the courses are listed (the breadcrumb's training-centre crumb too). */
export const TRAINING_CENTER_PATH = '/training-center'

/** Where registrations go until the centre has a form of its own (its factory-automation tab). */
export const REGISTRATION_HREF = '/lien-he?t=factoryAutomation'
