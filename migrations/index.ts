import * as migration_20261121_191125_initial from './20261121_191125_initial';
import * as migration_20261121_215824_sitewide_shell from './20261121_215824_sitewide_shell';
import * as migration_20261121_225955_catalogue from './20261121_225955_catalogue';
import * as migration_20261121_234751_advisor_and_fixed_filters from './20261121_234751_advisor_and_fixed_filters';
import * as migration_20261122_011357_benefits_and_page_views from './20261122_011357_benefits_and_page_views';
import * as migration_20261125_120850_outbox_and_vietnamese_collation from './20261125_120850_outbox_and_vietnamese_collation';
import * as migration_20261125_140251_security_hardening from './20261125_140251_security_hardening';
import * as migration_20261125_183148_visitor_accounts from './20261125_183148_visitor_accounts';
import * as migration_20261126_093934_posts_and_careers from './20261126_093934_posts_and_careers';
import * as migration_20261126_100454_post_career_faq_topic_blocks from './20261126_100454_post_career_faq_topic_blocks';
import * as migration_20261126_132009_issue13_projects_documents_dealers_courses_short_links from './20261126_132009_issue13_projects_documents_dealers_courses_short_links';
import * as migration_20261128_230129_issue14_contact_leads_outbox_private_files_job_applications from './20261128_230129_issue14_contact_leads_outbox_private_files_job_applications';
import * as migration_20261129_055953_issue15_event_registrations_favourites_mail_attachments from './20261129_055953_issue15_event_registrations_favourites_mail_attachments';
import * as migration_20261129_071625_issue15_check_in_event_staff from './20261129_071625_issue15_check_in_event_staff';
import * as migration_20261129_093358_issue15_event_announcements_mail_headers from './20261129_093358_issue15_event_announcements_mail_headers';
import * as migration_20261129_095127_issue15_event_registration_block from './20261129_095127_issue15_event_registration_block';
import * as migration_20261129_132754_issue15_paid_seminar_orders from './20261129_132754_issue15_paid_seminar_orders';
import * as migration_20261129_170738_issue16_site_search from './20261129_170738_issue16_site_search';

export const migrations = [
  {
    up: migration_20261121_191125_initial.up,
    down: migration_20261121_191125_initial.down,
    name: '20261121_191125_initial',
  },
  {
    up: migration_20261121_215824_sitewide_shell.up,
    down: migration_20261121_215824_sitewide_shell.down,
    name: '20261121_215824_sitewide_shell',
  },
  {
    up: migration_20261121_225955_catalogue.up,
    down: migration_20261121_225955_catalogue.down,
    name: '20261121_225955_catalogue',
  },
  {
    up: migration_20261121_234751_advisor_and_fixed_filters.up,
    down: migration_20261121_234751_advisor_and_fixed_filters.down,
    name: '20261121_234751_advisor_and_fixed_filters',
  },
  {
    up: migration_20261122_011357_benefits_and_page_views.up,
    down: migration_20261122_011357_benefits_and_page_views.down,
    name: '20261122_011357_benefits_and_page_views',
  },
  {
    up: migration_20261125_120850_outbox_and_vietnamese_collation.up,
    down: migration_20261125_120850_outbox_and_vietnamese_collation.down,
    name: '20261125_120850_outbox_and_vietnamese_collation',
  },
  {
    up: migration_20261125_140251_security_hardening.up,
    down: migration_20261125_140251_security_hardening.down,
    name: '20261125_140251_security_hardening',
  },
  {
    up: migration_20261125_183148_visitor_accounts.up,
    down: migration_20261125_183148_visitor_accounts.down,
    name: '20261125_183148_visitor_accounts',
  },
  {
    up: migration_20261126_093934_posts_and_careers.up,
    down: migration_20261126_093934_posts_and_careers.down,
    name: '20261126_093934_posts_and_careers',
  },
  {
    up: migration_20261126_100454_post_career_faq_topic_blocks.up,
    down: migration_20261126_100454_post_career_faq_topic_blocks.down,
    name: '20261126_100454_post_career_faq_topic_blocks',
  },
  {
    up: migration_20261126_132009_issue13_projects_documents_dealers_courses_short_links.up,
    down: migration_20261126_132009_issue13_projects_documents_dealers_courses_short_links.down,
    name: '20261126_132009_issue13_projects_documents_dealers_courses_short_links',
  },
  {
    up: migration_20261128_230129_issue14_contact_leads_outbox_private_files_job_applications.up,
    down: migration_20261128_230129_issue14_contact_leads_outbox_private_files_job_applications.down,
    name: '20261128_230129_issue14_contact_leads_outbox_private_files_job_applications',
  },
  {
    up: migration_20261129_055953_issue15_event_registrations_favourites_mail_attachments.up,
    down: migration_20261129_055953_issue15_event_registrations_favourites_mail_attachments.down,
    name: '20261129_055953_issue15_event_registrations_favourites_mail_attachments',
  },
  {
    up: migration_20261129_071625_issue15_check_in_event_staff.up,
    down: migration_20261129_071625_issue15_check_in_event_staff.down,
    name: '20261129_071625_issue15_check_in_event_staff',
  },
  {
    up: migration_20261129_093358_issue15_event_announcements_mail_headers.up,
    down: migration_20261129_093358_issue15_event_announcements_mail_headers.down,
    name: '20261129_093358_issue15_event_announcements_mail_headers',
  },
  {
    up: migration_20261129_095127_issue15_event_registration_block.up,
    down: migration_20261129_095127_issue15_event_registration_block.down,
    name: '20261129_095127_issue15_event_registration_block',
  },
  {
    up: migration_20261129_132754_issue15_paid_seminar_orders.up,
    down: migration_20261129_132754_issue15_paid_seminar_orders.down,
    name: '20261129_132754_issue15_paid_seminar_orders',
  },
  {
    up: migration_20261129_170738_issue16_site_search.up,
    down: migration_20261129_170738_issue16_site_search.down,
    name: '20261129_170738_issue16_site_search'
  },
];
